// The passkey button in the browser: shown only where SPEC §6's rule holds for this browser, the
// autofill request started once per page and given up when the page goes, a cancelled prompt said on
// the page (with the autofill armed again), and every other outcome followed.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import PasskeyCeremony from '@/components/passkey-ceremony';
import type { CeremonyOutcome } from '@/lib/client/passkeys';

const support = { webauthn: true, platformAuthenticator: true, autofill: true };
const runCeremony = jest.fn<Promise<CeremonyOutcome>, unknown[]>();
const abortPendingCeremony = jest.fn(async () => undefined);
jest.mock('@/lib/client/passkeys', () => ({
  browserPasskeySupport: async () => support,
  runCeremony: (...args: unknown[]) => runCeremony(...args),
  abortPendingCeremony: () => abortPendingCeremony(),
  navigate: (url: string) => assign(url),
}));

const text = { cancelled: 'The passkey request was cancelled or timed out. You can try again.', network: 'Network trouble.' };
const assign = jest.fn();
const never = () => new Promise<CeremonyOutcome>(() => undefined);

beforeEach(() => {
  Object.assign(support, { webauthn: true, platformAuthenticator: true, autofill: true });
  runCeremony.mockReset();
  abortPendingCeremony.mockClear();
  assign.mockReset();
});

const renderButton = (props: Partial<Parameters<typeof PasskeyCeremony>[0]> = {}) =>
  render(
    <PasskeyCeremony
      ceremony="sign-in"
      offer="platform"
      autofill
      extra={{ flow: { redirectUri: 'x' } }}
      label="Continue with a passkey"
      text={text}
      {...props}
    />,
  );

test.each([
  ['a platform authenticator', { platformAuthenticator: true }, 'platform', true],
  ['no platform authenticator', { platformAuthenticator: false }, 'platform', false],
  ['no platform authenticator, an allow-listed e-mail', { platformAuthenticator: false }, 'always', true],
  ['no WebAuthn at all', { webauthn: false, autofill: false }, 'always', false],
] as const)('with %s the button shows: %s', async (_name, browser, offer, shown) => {
  Object.assign(support, browser);
  runCeremony.mockImplementation(never);
  renderButton({ offer });
  await act(async () => undefined);
  expect(screen.queryAllByRole('button', { name: 'Continue with a passkey' })).toHaveLength(shown ? 1 : 0);
});

test('the autofill request starts once, with the flow, and is given up when the page goes', async () => {
  runCeremony.mockImplementation(never);
  const { unmount } = renderButton();
  await waitFor(() => expect(runCeremony).toHaveBeenCalledTimes(1));
  expect(runCeremony).toHaveBeenCalledWith('sign-in', { flow: { redirectUri: 'x' } }, { autofill: true });
  unmount();
  expect(abortPendingCeremony).toHaveBeenCalledTimes(1);
});

test('no autofill where the browser lacks it', async () => {
  support.autofill = false;
  renderButton();
  await screen.findByRole('button', { name: 'Continue with a passkey' });
  expect(runCeremony).not.toHaveBeenCalled();
});

test('the button’s request (which aborts the autofill’s) cancelled: the message shows, the autofill is armed again', async () => {
  let endAutofill: (o: CeremonyOutcome) => void = () => undefined;
  runCeremony
    .mockImplementationOnce(() => new Promise((resolve) => (endAutofill = resolve)))
    .mockImplementationOnce(async () => {
      endAutofill({ aborted: true });
      return { message: 'cancelled' };
    })
    .mockImplementation(never);
  renderButton();
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
  expect(await screen.findByText(text.cancelled)).toBeVisible();
  expect(runCeremony.mock.calls.map((c) => c[2])).toEqual([{ autofill: true }, undefined, { autofill: true }]);
  expect(assign).not.toHaveBeenCalled();
});

test('a finished ceremony goes where the server says; an autofill outcome after the page went is dropped', async () => {
  runCeremony.mockImplementationOnce(never).mockImplementationOnce(async () => ({ go: 'http://app.example/cb?token=t' }));
  renderButton();
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.example/cb?token=t'));

  assign.mockReset();
  let late: (o: CeremonyOutcome) => void = () => undefined;
  runCeremony.mockReset().mockImplementationOnce(() => new Promise((resolve) => (late = resolve)));
  const second = renderButton();
  await waitFor(() => expect(runCeremony).toHaveBeenCalledTimes(1));
  second.unmount();
  await act(async () => late({ go: '/error' }));
  expect(assign).not.toHaveBeenCalled();
});

describe("the button's place (issue 37, M1)", () => {
  // The server's HTML: what the browser paints before any script runs.
  const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  const { PasskeyButton } = jest.requireActual<typeof import('@/components/passkey-button')>('@/components/passkey-button');

  test('a page that always offers a passkey keeps its place from the first paint: the same divider and button, unseen and inert', () => {
    const html = renderToString(<PasskeyButton ceremony="enrol" label="Add a passkey" divider="or" variant="secondary" text={text} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const place = host.querySelector('[data-passkey-place]')!;
    expect(place.getAttribute('aria-hidden')).toBe('true');
    expect(place.className).toContain('invisible');
    expect(place.textContent).toBe('orAdd a passkey');
    const button = place.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.tabIndex).toBe(-1);
  });

  test('where showing it depends on a platform authenticator, no place is kept', () => {
    expect(renderToString(<PasskeyButton ceremony="sign-in" offer="platform" label="Continue with a passkey" text={text} />)).toBe('');
  });

  test('once the browser has answered, the button stands where its place was', async () => {
    const { container } = renderButton({ ceremony: 'enrol', offer: 'always', autofill: false, label: 'Add a passkey', place: <div data-passkey-place="" /> });
    expect(container.querySelector('[data-passkey-place]')).not.toBeNull();
    await screen.findByRole('button', { name: 'Add a passkey' });
    expect(container.querySelector('[data-passkey-place]')).toBeNull();
  });
});
