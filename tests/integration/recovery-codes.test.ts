// Recovery codes (issue 25) through Keycard's upstream client against the sandbox: ten made once for
// a user whose device was proved in this sign-in, each spent once in place of the device's code (MFA
// verified for that sign-in), wrong ones counted with the app's codes against one attempt limit per
// (user, address), the count, new codes replacing old ones, and a reset taking them away.
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@/lib/mfa/recovery-codes';
import { UpstreamError } from '@/lib/upstream/errors';
import { countRecoveryCodes, generateRecoveryCodes, resetMfa, verifyCode, verifyRecoveryCode } from '@/lib/upstream/mfa';
import { totpCode } from '../../sandbox/mfa/totp';
import { API_BASE } from './ports';
import { sandboxPost as post } from './sandbox-api';

const ADDRESS_A = '192.0.2.15';
const ADDRESS_B = '192.0.2.16';

/** A fresh user with an authenticator app: a sign-in (MFA still to verify) and the means to start another. */
async function appUser() {
  const email = `rc-${randomUUID().slice(0, 8)}@seaside.test`;
  const { totpSecret } = await post<{ totpSecret: string }>('/__users', { email, tenantCode: 'seaside', mfaDevice: { deliveryType: 'totp' } });
  const signIn = () => post<{ data: { token: string; state: string } }>('/__sessions', { email, tenantCode: 'seaside' }).then((r) => r.data);
  return { email, totpSecret, signIn };
}

/** A user with codes: one sign-in that verified its app and made them, and the codes. */
async function withCodes() {
  const user = await appUser();
  const first = await user.signIn();
  await verifyCode(first.token, totpCode(user.totpSecret), undefined, ADDRESS_A);
  return { ...user, codes: await generateRecoveryCodes(first.token), token: first.token };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as UpstreamError,
  );

/** A well-formed code that is not the user's. */
const notTheirs = (codes: string[]) => {
  let code = '';
  do
    code = randomUUID()
      .replace(/-/g, '')
      .slice(0, 10)
      .replace(/[ilou]/g, '0');
  while (codes.includes(code));
  return code;
};

test('ten distinct codes of the agreed form, made only after the device was proved in this sign-in, and only for a user with one', async () => {
  const user = await appUser();
  const signIn = await user.signIn();
  expect(signIn.state).toBe('MFA_VERIFICATION_REQUIRED');
  expect((await refusal(generateRecoveryCodes(signIn.token)))?.code).toBe('StepRequired');
  await verifyCode(signIn.token, totpCode(user.totpSecret), undefined, ADDRESS_A);
  const codes = await generateRecoveryCodes(signIn.token);
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  expect(await countRecoveryCodes(signIn.token)).toBe(RECOVERY_CODE_COUNT);

  const email = `rc-none-${randomUUID().slice(0, 8)}@seaside.test`;
  await post('/__users', { email, tenantCode: 'seaside' });
  const { data } = await post<{ data: { token: string } }>('/__sessions', { email, tenantCode: 'seaside' });
  expect((await refusal(generateRecoveryCodes(data.token)))?.code).toBe('NoMfaDevice');
  expect(await countRecoveryCodes(data.token)).toBe(0);
});

test('a code stands in for the device once: MFA verified for the new sign-in, one fewer left; the same code again is refused', async () => {
  const { codes, signIn } = await withCodes();
  const next = await signIn();
  expect(next.state).toBe('MFA_VERIFICATION_REQUIRED');
  expect(await verifyRecoveryCode(next.token, codes[3]!, ADDRESS_B)).toEqual({ state: 'AUTHENTICATED', remaining: RECOVERY_CODE_COUNT - 1 });
  expect(await countRecoveryCodes(next.token)).toBe(RECOVERY_CODE_COUNT - 1);
  const again = await signIn();
  expect((await refusal(verifyRecoveryCode(again.token, codes[3]!, ADDRESS_B)))?.code).toBe('InvalidCode');
  // Codes can be spent down to "few left", and on to none.
  for (const code of codes.slice(4)) await verifyRecoveryCode((await signIn()).token, code, ADDRESS_B);
  expect(await countRecoveryCodes(again.token)).toBe(3);
});

test('wrong recovery codes and wrong app codes share one attempt limit per address; another address is not locked', async () => {
  const { codes, signIn, totpSecret } = await withCodes();
  const attempt = await signIn();
  const wrongApp = String((Number(totpCode(totpSecret)) + 500000) % 1000000).padStart(6, '0');
  for (let i = 0; i < 2; i++) expect((await refusal(verifyCode(attempt.token, wrongApp, undefined, ADDRESS_A)))?.code).toBe('InvalidCode');
  for (let i = 0; i < 2; i++) expect((await refusal(verifyRecoveryCode(attempt.token, notTheirs(codes), ADDRESS_A)))?.code).toBe('InvalidCode');
  const fifth = await refusal(verifyRecoveryCode(attempt.token, notTheirs(codes), ADDRESS_A));
  expect(fifth?.code).toBe('TooManyAttempts');
  // Locked from that address: even a right code waits, of either kind.
  expect((await refusal(verifyRecoveryCode(attempt.token, codes[0]!, ADDRESS_A)))?.code).toBe('TooManyAttempts');
  expect((await refusal(verifyCode(attempt.token, totpCode(totpSecret), undefined, ADDRESS_A)))?.code).toBe('TooManyAttempts');
  // The user from elsewhere is not: the code still works there, and it was not spent by the refusal.
  expect(await verifyRecoveryCode(attempt.token, codes[0]!, ADDRESS_B)).toMatchObject({ state: 'AUTHENTICATED', remaining: RECOVERY_CODE_COUNT - 1 });
});

test('new codes replace the old ones; a reset takes them away', async () => {
  const { codes, token, signIn } = await withCodes();
  const fresh = await generateRecoveryCodes(token);
  expect(fresh.some((c) => codes.includes(c))).toBe(false);
  expect((await refusal(verifyRecoveryCode((await signIn()).token, codes[0]!, ADDRESS_B)))?.code).toBe('InvalidCode');
  await resetMfa(token);
  expect(await countRecoveryCodes(token)).toBe(0);
  expect((await refusal(verifyRecoveryCode((await signIn()).token, fresh[0]!, ADDRESS_B)))?.code).toBe('InvalidCode');
});

test('a malformed code is refused by the contract itself; a count without the bearer token is refused', async () => {
  const { token } = await withCodes();
  await expect(verifyRecoveryCode(token, 'not-a-code', ADDRESS_B)).rejects.toThrow();
  const res = await request(`${API_BASE}/mfa/recovery-codes`);
  expect(res.statusCode).toBe(401);
  await res.body.dump();
});
