// SPEC §6: the tenant's enablePasskey with platform-authenticator support and no iid, or an e-mail on
// the configured allow-list, offers the passkey button; only on a host under the relying-party id.
import { passkeyOffered, passkeyOfferFor, passkeyShown, type PasskeyOfferInput } from '@/lib/passkeys/availability';

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

test('split between the server (tenant, host, iid, e-mail) and the browser (WebAuthn, platform authenticator), the rule decides the same in every case', () => {
  const bools = [true, false];
  let cases = 0;
  for (const passkeysEnabled of bools)
    for (const host of ['seaside.localhost', 'localhost'])
      for (const iid of [undefined, 'inv-1'])
        for (const email of [undefined, 'pat@seaside.test', 'ada@seaside.test'])
          for (const webauthn of bools)
            for (const platformAuthenticator of bools) {
              const input = { ...base, passkeysEnabled, host, iid, email, webauthn, platformAuthenticator };
              const { webauthn: _w, platformAuthenticator: _p, ...server } = input;
              expect([input, passkeyShown(passkeyOfferFor(server), { webauthn, platformAuthenticator })]).toEqual([input, passkeyOffered(input)]);
              cases += 1;
            }
  expect(cases).toBe(96);
});

test.each([
  ['littlehotelier (passkeys disabled) never offers', { passkeysEnabled: false }, 'never'],
  ['an invitation never offers', { iid: 'inv-1' }, 'never'],
  ['the tenant flag needs a platform authenticator', {}, 'platform'],
  ['an allow-listed e-mail needs only WebAuthn', { passkeysEnabled: false, email: 'pat@seaside.test' }, 'always'],
] as const)('%s', (_name, change, expected) => {
  const { webauthn: _w, platformAuthenticator: _p, ...server } = { ...base, ...change };
  expect(passkeyOfferFor(server)).toBe(expected);
});
