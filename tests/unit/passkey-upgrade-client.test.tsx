// /passkey-upgrade in the browser (issue 24): what it does by what the browser says it can do, and
// the quiet upgrade's every ending — created (the calling application), refused or not eligible, no
// answer within the bound (cancelled), refused upstream (the browser told to forget it) — each going
// on without a click.
import { act, render, screen, waitFor } from '@testing-library/react';
import { PasskeyUpgrade } from '@/components/passkey-upgrade';
import { AUTO_UPGRADE_MS, UPGRADE_WATCHDOG_MS, autoUpgrade, upgradeMode } from '@/lib/client/passkeys';

const startRegistration = jest.fn();
const cancelCeremony = jest.fn();
const sendSignal = jest.fn(async () => undefined);
jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: (...a: unknown[]) => startRegistration(...a),
  sendSignal: (...a: unknown[]) => sendSignal(...(a as [])),
  WebAuthnAbortService: { cancelCeremony: () => cancelCeremony() },
}));
const assign = jest.fn();
jest.mock('@/lib/client/navigate', () => ({ navigate: (url: string) => assign(url) }));

const APP = 'https://app.example/cb?token=t';
const OPTIONS = { challenge: 'c', rp: { id: 'seaside.localhost', name: 'Seaside' }, user: { id: 'dQ', name: 'a@b', displayName: 'a@b' } };
const posts: { path: string; body: unknown }[] = [];

function browser(o: { pkc?: boolean; caps?: Record<string, boolean> | 'none'; platform?: boolean }) {
  if (o.pkc === false) {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    return;
  }
  const pkc = function PublicKeyCredential() {} as unknown as Record<string, unknown>;
  pkc.isUserVerifyingPlatformAuthenticatorAvailable = async () => o.platform ?? false;
  if (o.caps !== 'none') pkc.getClientCapabilities = async () => o.caps ?? {};
  (window as unknown as { PublicKeyCredential: unknown }).PublicKeyCredential = pkc;
}

function answers(enrol: unknown, options: unknown = { ok: true, options: OPTIONS }) {
  global.fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as unknown;
    posts.push({ path: String(path), body });
    return { json: async () => (String(path) === '/api/passkey/options' ? options : enrol) } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  posts.length = 0;
  startRegistration.mockReset();
  cancelCeremony.mockReset();
  sendSignal.mockClear();
  assign.mockReset();
});

describe('what the page does in this browser', () => {
  test.each([
    ['no WebAuthn', { pkc: false }, 'none'],
    ['conditional create and a passkey platform authenticator', { caps: { conditionalCreate: true, passkeyPlatformAuthenticator: true } }, 'conditional'],
    ['conditional create and a platform authenticator', { caps: { conditionalCreate: true }, platform: true }, 'conditional'],
    [
      'conditional create claimed with nowhere to keep a passkey (headless Chromium)',
      { caps: { conditionalCreate: true, passkeyPlatformAuthenticator: false } },
      'none',
    ],
    ['a platform authenticator without conditional create', { caps: { conditionalCreate: false }, platform: true }, 'prompt'],
    ['a platform authenticator, no getClientCapabilities (an older browser)', { caps: 'none' as const, platform: true }, 'prompt'],
    ['neither', { caps: {}, platform: false }, 'none'],
  ] as const)('%s: %s', async (_name, b, mode) => {
    browser(b);
    expect(await upgradeMode()).toBe(mode);
  });

  test('a browser whose WebAuthn throws as it is asked: nothing to offer, no error', async () => {
    browser({});
    const pkc = (window as unknown as { PublicKeyCredential: Record<string, unknown> }).PublicKeyCredential;
    pkc.getClientCapabilities = () => {
      throw new TypeError('not here');
    };
    pkc.isUserVerifyingPlatformAuthenticatorAvailable = undefined;
    expect(await upgradeMode()).toBe('none');
  });
});

describe('the quiet upgrade', () => {
  test('created and verified: on to the calling application, the registration asked for without a prompt', async () => {
    startRegistration.mockResolvedValue({ id: 'cred-1' });
    answers({ ok: true, next: APP });
    expect(await autoUpgrade()).toBe(APP);
    expect(posts[0]).toEqual({ path: '/api/passkey/options', body: { ceremony: 'upgrade', conditional: true } });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useAutoRegister: true });
    expect(posts[1]).toEqual({ path: '/api/passkey/enrol', body: { response: { id: 'cred-1' } } });
  });

  test('refused or not eligible: on without a passkey', async () => {
    startRegistration.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    answers({ ok: true, next: APP });
    expect(await autoUpgrade()).toBe('/api/passkey/upgrade');
    expect(posts).toHaveLength(1);
  });

  test('no answer within the bound: the request is cancelled and the page goes on, this browser not held again for 30 days', async () => {
    jest.useFakeTimers();
    try {
      let abort: (e: Error) => void = () => undefined;
      startRegistration.mockImplementation(() => new Promise((_r, reject) => (abort = reject)));
      cancelCeremony.mockImplementation(() => abort(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      answers({ ok: true, next: APP });
      const going = autoUpgrade();
      await jest.advanceTimersByTimeAsync(AUTO_UPGRADE_MS - 1);
      expect(cancelCeremony).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(cancelCeremony).toHaveBeenCalledTimes(1);
      expect(await going).toBe('/api/passkey/upgrade?unable');
    } finally {
      jest.useRealTimers();
    }
  });

  test('refused upstream: the browser is told to forget the passkey it made, and the page goes on', async () => {
    startRegistration.mockResolvedValue({ id: 'cred-2' });
    answers({ ok: false, errors: { form: 'passkeyRefused' }, next: '/error?errorMessage=PasskeyRejected' });
    expect(await autoUpgrade()).toBe('/api/passkey/upgrade');
    expect(sendSignal).toHaveBeenCalledWith({ signalName: 'unknownCredential', rpID: 'seaside.localhost', credentialID: 'cred-2' });
  });

  test('a network fault at any point: on without a passkey, no error page', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await autoUpgrade()).toBe('/api/passkey/upgrade');
  });

  test('a session no longer at this step: where the server says', async () => {
    answers({}, { ok: true, next: '/authorize' });
    expect(await autoUpgrade()).toBe('/authorize');
  });
});

const TEXT = {
  finishing: 'Logging you in',
  wait: 'One moment, please…',
  continue: 'Continue',
  heading: 'Log in faster next time',
  forAccount: "You're logged in as {email}.",
  email: 'ada@seaside.test',
  intro: 'A passkey lets you log in with your fingerprint, face or screen lock instead of your password.',
  create: 'Create a passkey',
  notNow: 'Not now',
  never: "Don't ask again on this device",
  cancelled: 'c',
  expired: 'e',
  alreadyRegistered: 'a',
  network: 'n',
};

describe('the screen', () => {
  test('with conditional create, "Logging you in" only, then on by itself', async () => {
    browser({ caps: { conditionalCreate: true, passkeyPlatformAuthenticator: true } });
    startRegistration.mockResolvedValue({ id: 'cred-3' });
    answers({ ok: true, next: APP });
    render(<PasskeyUpgrade text={TEXT} />);
    expect(screen.getByRole('heading', { name: 'Logging you in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('One moment, please…');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APP));
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('with a platform authenticator only, the prompt: its heading takes focus; its refusals post the choice', async () => {
    browser({ caps: {}, platform: true });
    render(<PasskeyUpgrade text={TEXT} />);
    const heading = await screen.findByRole('heading', { name: 'Log in faster next time' });
    expect(document.activeElement).toBe(heading);
    // It says which account the passkey would be for (issue 37, L9).
    expect(heading.nextElementSibling?.textContent).toBe("You're logged in as ada@seaside.test.");
    // "Create a passkey" has its place from the prompt's first render: nothing moves when it arrives (issue 37, M1).
    expect(document.querySelector('[data-passkey-place]') ?? screen.queryByRole('button', { name: 'Create a passkey' })).toBeTruthy();
    for (const [name, choice] of [
      ['Not now', 'later'],
      ["Don't ask again on this device", 'never'],
    ]) {
      const form = screen.getByRole('button', { name }).closest('form')!;
      expect(form.getAttribute('action')).toBe('/api/passkey/upgrade');
      expect((form.querySelector('input[name="choice"]') as HTMLInputElement).value).toBe(choice);
    }
    expect(assign).not.toHaveBeenCalled();
  });

  test('a browser that never answers what it can do: on after the watchdog, whatever else happens', async () => {
    jest.useFakeTimers();
    try {
      browser({});
      const pkc = (window as unknown as { PublicKeyCredential: Record<string, unknown> }).PublicKeyCredential;
      pkc.getClientCapabilities = () => new Promise(() => undefined);
      render(<PasskeyUpgrade text={TEXT} />);
      await act(async () => jest.advanceTimersByTimeAsync(UPGRADE_WATCHDOG_MS - 1));
      expect(assign).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTimeAsync(1));
      expect(assign).toHaveBeenCalledWith('/api/passkey/upgrade');
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('the prompt is a new page: its title too', async () => {
    document.title = 'Logging you in | Seaside';
    browser({ caps: {}, platform: true });
    render(<PasskeyUpgrade text={TEXT} />);
    await screen.findByRole('heading', { name: 'Log in faster next time' });
    expect(document.title).toBe('Log in faster next time | Seaside');
  });

  test('with neither, straight on', async () => {
    browser({ pkc: false });
    render(<PasskeyUpgrade text={TEXT} />);
    await act(async () => undefined);
    expect(assign).toHaveBeenCalledWith('/api/passkey/upgrade?unable');
  });
});
