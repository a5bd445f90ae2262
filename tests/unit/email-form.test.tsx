// The e-mail stage in the browser: validated on blur, submitted with fetch, errors tied to the field.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EmailForm } from '@/app/(flows)/login/email/email-form';
import { formText, type FormText } from '@/lib/form-text';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());

let text: FormText<'email'>;
beforeAll(async () => {
  text = await formText('email');
});

function renderForm(props: Partial<Parameters<typeof EmailForm>[0]> = {}) {
  return render(<EmailForm flow={{ redirectUri: 'http://localhost:4002/callback' }} defaultEmail="" remember={false} shared={false} text={text} {...props} />);
}

beforeEach(() => {
  push.mockReset();
  global.fetch = jest.fn(async () => ({ json: async () => ({ ok: true, next: '/login/password' }) })) as unknown as typeof fetch;
});

test('a valid e-mail is submitted with the flow parameters and leads to the password stage', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@seaside.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/login/password'));
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
  expect(url).toBe('/api/login/email');
  const body = new URLSearchParams(init.body as URLSearchParams);
  expect(body.get('email')).toBe('ada@seaside.test');
  expect(body.get('redirectUri')).toBe('http://localhost:4002/callback');
  expect(body.get('remember')).toBeNull();
});

test('remember my e-mail is sent when ticked', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@seaside.test' } });
  fireEvent.click(screen.getByLabelText('Remember my e-mail'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(push).toHaveBeenCalled());
  expect(new URLSearchParams((global.fetch as jest.Mock).mock.calls[0][1].body).get('remember')).toBe('on');
});

test('a malformed e-mail is flagged on blur, announced and tied to the field', async () => {
  renderForm();
  const email = screen.getByLabelText('E-mail');
  fireEvent.change(email, { target: { value: 'ada' } });
  fireEvent.blur(email);
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent("This doesn't appear to be a valid e-mail");
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAttribute('aria-describedby', error.id);
  expect(global.fetch).not.toHaveBeenCalled();
});

test('after an error, typing never swaps the announced message mid-word: it changes on blur, and a fix clears it at once', async () => {
  renderForm();
  const email = screen.getByLabelText('E-mail');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('This field is required');
  // The first letters are not an e-mail yet: the alert keeps its words while the user types.
  fireEvent.change(email, { target: { value: 'a' } });
  fireEvent.change(email, { target: { value: 'ada' } });
  expect(screen.getByRole('alert')).toBe(error);
  expect(error).toHaveTextContent('This field is required');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  // Leaving the field says what is wrong now, still tied to the field.
  fireEvent.blur(email);
  expect(screen.getByRole('alert')).toHaveTextContent("This doesn't appear to be a valid e-mail");
  expect(email).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  // Typed right, the error goes as soon as the value is valid, without waiting for blur.
  fireEvent.change(email, { target: { value: 'ada@seaside.test' } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(email).not.toHaveAttribute('aria-describedby');
});

test('an empty e-mail is required', async () => {
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
  expect(global.fetch).not.toHaveBeenCalled();
});

test('no answer from the server shows the network message', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  renderForm({ defaultEmail: 'ada@seaside.test' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("We're having trouble contacting our servers. Try again.");
});

test('the form still posts to the handler without JavaScript', () => {
  const { container } = renderForm({ defaultEmail: 'ada@seaside.test', remember: true });
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/api/login/email');
  expect(screen.getByLabelText('E-mail')).toHaveValue('ada@seaside.test');
  expect(screen.getByLabelText('Remember my e-mail')).toBeChecked();
});

test('"This is a shared computer" is sent when ticked, described by its hint, and starts ticked where the page says so (issue 26)', async () => {
  renderForm({ shared: true, remember: true });
  const shared = screen.getByRole('checkbox', { name: 'This is a shared computer' });
  expect(shared).toBeChecked();
  expect(shared).toHaveAccessibleDescription("We won't remember your e-mail or keep you logged in on this computer.");
  // A remembered e-mail is not offered again on a shared computer.
  expect(screen.getByRole('checkbox', { name: 'Remember my e-mail' })).not.toBeChecked();
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@seaside.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/login/password'));
  const body = new URLSearchParams((global.fetch as jest.Mock).mock.calls[0][1].body as URLSearchParams);
  expect(body.get('shared')).toBe('on');
});

test('on a front-desk network the box is ticked for good and says why', () => {
  renderForm({ shared: false, frontDesk: true });
  const shared = screen.getByRole('checkbox', { name: 'This is a shared computer' });
  expect(shared).toBeChecked();
  expect(shared).toBeDisabled();
  expect(shared).toHaveAccessibleDescription(expect.stringContaining('front-desk network, so it is always treated as shared'));
});
