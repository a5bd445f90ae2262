// SPEC §6: the tenant's enablePasskey with platform-authenticator support and no iid, or an e-mail on
// the configured allow-list, offers the passkey button; only on a host under the relying-party id.
import { passkeyOffered, type PasskeyOfferInput } from '@/lib/flows/passkey-availability';

const base: PasskeyOfferInput = {
  passkeysEnabled: true,
  rpId: 'seaside.localhost',
  host: 'seaside.localhost',
  allowlist: ['pat@seaside.test'],
  webauthn: true,
  platformAuthenticator: true,
};

test.each([
  ['the tenant enables passkeys on a capable browser', {}, true],
  ['on a host under the relying-party id', { host: 'login.seaside.localhost' }, true],
  ['not on another host', { host: 'localhost' }, false],
  ['not with an invitation (iid)', { iid: 'inv-1' }, false],
  ['not without a platform authenticator', { platformAuthenticator: false }, false],
  ['not where the tenant disables them', { passkeysEnabled: false }, false],
  ['an allow-listed e-mail whatever the tenant flag', { passkeysEnabled: false, email: 'PAT@seaside.test' }, true],
  ['an allow-listed e-mail still needs WebAuthn', { passkeysEnabled: false, email: 'pat@seaside.test', webauthn: false }, false],
  ['another e-mail is not allow-listed', { passkeysEnabled: false, email: 'ada@seaside.test' }, false],
] as const)('%s → %s', (_name, change, expected) => {
  expect(passkeyOffered({ ...base, ...change })).toBe(expected);
});
