// Issue 24's Signal API: after a passkey sign-in or step-up the page tells the browser which of the
// user's passkeys still count and whose they are (lib/passkeys/signals.ts builds it, lib/client/
// passkeys.ts sends it), and the user goes on whether or not the browser listens.
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { passkeySignals } from '@/lib/passkeys/signals';

const sendSignal = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  sendSignal: (...args: unknown[]) => sendSignal(...args),
  startAuthentication: async () => ({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} }),
}));

// After the mock: the client module imports the library lazily, inside the ceremony.
import { runCeremony, SIGNAL_WAIT_MS } from '@/lib/client/passkeys';

const identity = {
  uuid: '5b0f3c8e-2a41-4d7e-9c1a-7f3e2d1c0b9a',
  email: 'ada@seaside.test',
  passkeys: [
    { id: 'cred-1', name: null, createdAt: '2026-01-01T00:00:00Z' },
    { id: 'cred-2', name: null, createdAt: '2026-02-01T00:00:00Z' },
  ],
};
const tenant = { passkeyRpId: 'seaside.localhost' };

describe('what the server hands the page', () => {
  test("the user handle is the one enrolment registered (the uuid's bytes, base64url), with every passkey id and the e-mail", async () => {
    const signals = passkeySignals(identity, tenant, 'cred-1');
    const registered = await generateRegistrationOptions({
      rpName: 'Seaside',
      rpID: tenant.passkeyRpId,
      userID: new TextEncoder().encode(identity.uuid),
      userName: identity.email,
    });
    expect(signals).toEqual({ rpId: 'seaside.localhost', userId: registered.user.id, credentialIds: ['cred-1', 'cred-2'], name: 'ada@seaside.test' });
  });

  test('a list the browser could not take as the whole one is not sent (it may hide every passkey missing from it)', () => {
    // Without the passkey just used: a partial list, or ids of the upstream's own records.
    expect(passkeySignals(identity, tenant, 'cred-3').credentialIds).toBeNull();
    // An id that is no credential id (standard base64 with padding, say).
    const padded = { ...identity, passkeys: [...identity.passkeys, { id: 'Y3JlZC0z+/==', name: null, createdAt: '2026-03-01T00:00:00Z' }] };
    expect(passkeySignals(padded, tenant, 'cred-1').credentialIds).toBeNull();
  });
});

describe('what the page does with it', () => {
  const signals = passkeySignals(identity, tenant, 'cred-1');
  const answers = (signIn: Record<string, unknown>) =>
    jest.fn(async (path: string) => ({
      json: async () => (path === '/api/passkey/options' ? { ok: true, options: { challenge: 'c', rpId: tenant.passkeyRpId } } : signIn),
    }));

  beforeEach(() => sendSignal.mockReset());

  test('after a passkey sign-in both signals go out, then the user goes on', async () => {
    global.fetch = answers({ ok: true, next: 'http://app.test/cb', signals }) as unknown as typeof fetch;
    sendSignal.mockResolvedValue(undefined);
    await expect(runCeremony('sign-in')).resolves.toEqual({ go: 'http://app.test/cb' });
    expect(sendSignal).toHaveBeenCalledWith({
      signalName: 'allAcceptedCredentials',
      rpID: 'seaside.localhost',
      userID: signals.userId,
      allAcceptedCredentialIDs: ['cred-1', 'cred-2'],
    });
    expect(sendSignal).toHaveBeenCalledWith({
      signalName: 'currentUserDetails',
      rpID: 'seaside.localhost',
      userID: signals.userId,
      userName: 'ada@seaside.test',
      userDisplayName: 'ada@seaside.test',
    });
  });

  test('a browser without the Signal API (the library throws) changes nothing', async () => {
    global.fetch = answers({ ok: true, next: '/mfa', signals }) as unknown as typeof fetch;
    sendSignal.mockRejectedValue(new Error('This browser does not support PublicKeyCredential.signalAllAcceptedCredentials()'));
    await expect(runCeremony('sign-in')).resolves.toEqual({ go: '/mfa' });
  });

  test('a browser that never answers holds the user for at most SIGNAL_WAIT_MS', async () => {
    global.fetch = answers({ ok: true, next: '/mfa', signals }) as unknown as typeof fetch;
    sendSignal.mockImplementation(() => new Promise(() => undefined));
    const started = Date.now();
    await expect(runCeremony('sign-in')).resolves.toEqual({ go: '/mfa' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGNAL_WAIT_MS - 20);
    expect(Date.now() - started).toBeLessThan(SIGNAL_WAIT_MS + 400);
  });

  test('without a list to trust, only the name goes', async () => {
    global.fetch = answers({ ok: true, next: '/mfa', signals: { ...signals, credentialIds: null } }) as unknown as typeof fetch;
    sendSignal.mockResolvedValue(undefined);
    await runCeremony('sign-in');
    expect(sendSignal.mock.calls.map(([o]) => (o as { signalName: string }).signalName)).toEqual(['currentUserDetails']);
  });

  test('an answer without signals (enrolment) sends none', async () => {
    global.fetch = answers({ ok: true, next: '/mfa' }) as unknown as typeof fetch;
    await runCeremony('sign-in');
    expect(sendSignal).not.toHaveBeenCalled();
  });
});
