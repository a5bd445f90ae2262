// The MFA code form in the browser: a refusal's detail (the countdown, a provider's code) comes beside
// its errors, and the form reads them from there: SPEC §8's message with the code in brackets, and
// Verify held back until the countdown ends.
import { fireEvent, render, screen } from '@testing-library/react';
import { CodeForm } from '@/app/(flows)/mfa/code-form';
import { formText } from '@/lib/form-text';
import { mfaRefusalWords } from '@/lib/mfa/refusal-words';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());

test('a refused code with a countdown and a provider code shows both, and Verify waits', async () => {
  global.fetch = jest.fn(async () => ({
    status: 429,
    // The server tells its refusal in words the form does not carry (issue 42).
    json: async () => ({
      ok: false,
      errors: { form: 'rateLimited' },
      detail: { retryIn: 90, providerCode: '21610', words: { rateLimited: en.mfa.errors.rateLimited } },
    }),
  })) as unknown as typeof fetch;
  render(<CodeForm page="verify" text={await formText('mfaCode')} />);
  fireEvent.change(screen.getByLabelText(en.mfa.code.label), { target: { value: '123 456' } });
  fireEvent.click(screen.getByRole('button', { name: en.mfa.code.verify }));
  expect(await screen.findByText(`${en.mfa.errors.rateLimited} [21610]`)).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(en.mfa.errors.retryIn.replace('{time}', '1:30'));
  expect(screen.getByRole('button', { name: en.mfa.code.verify })).toBeDisabled();
});

test('a countdown the page came back with (a plain post) holds Verify from the start', async () => {
  // The page a plain post comes back to adds the refusal's words to the form's (as lib/mfa/refusal-words.ts gives them).
  const text = await formText('mfaCode', await mfaRefusalWords({ form: 'rateLimited' }));
  render(<CodeForm page="verify" text={text} initialErrors={{ form: 'rateLimited' }} initialDetail={{ retryIn: 30 }} />);
  expect(screen.getByText(en.mfa.errors.rateLimited)).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(en.mfa.errors.retryIn.replace('{time}', '0:30'));
  expect(screen.getByRole('button', { name: en.mfa.code.verify })).toBeDisabled();
});

test("a refusal the form has no words for reads as SPEC's generic MFA message, never as nothing", async () => {
  global.fetch = jest.fn(async () => ({ status: 422, json: async () => ({ ok: false, errors: { form: 'phoneBlocked' } }) })) as unknown as typeof fetch;
  render(<CodeForm page="verify" text={await formText('mfaCode')} />);
  fireEvent.change(screen.getByLabelText(en.mfa.code.label), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: en.mfa.code.verify }));
  expect(await screen.findByText(en.mfa.errors.generic)).toBeInTheDocument();
});
