// The MFA endpoints through Keycard's upstream client against the sandbox: registration and
// verification by app, text and voice, the attempt and send limits, replayed codes, every SPEC §8
// phone failure through its magic number, the device token's 60-day skip, the primary device, reset.
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { authorizeRedirect, createUserDeviceToken } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { makePrimary, registerPhone, registerTotp, resetMfa, sendCode, verifyCode } from '@/lib/upstream/mfa';
import { totpCode } from '../../sandbox/mfa/totp';
import { API_BASE, INTEGRATION_PORTS } from './ports';
import { sandboxPost as post } from './sandbox-api';

const CALLBACK = `http://localhost:${INTEGRATION_PORTS.demoPort}/callback`;

const trace = 'integration-mfa';
const from = { origin: 'http://seaside.localhost:3200', locale: 'en' as const };
/** Two client addresses (RFC 5737's documentation range), as Keycard passes them on. */
const ADDRESS_A = '192.0.2.5';
const ADDRESS_B = '192.0.2.6';

type NewUser = {
  mfaRequiredByRemainingInDays?: number | null;
  mfaDevice?: { deliveryType: 'totp' } | { deliveryType: 'sms' | 'voice'; phone: string };
  resendSeconds?: number;
};

/** A fresh user (so tests never share limits), signed in: its upstream token and identity. */
async function signedIn(o: NewUser = {}, session: { userDeviceToken?: string; temporaryMfaSetup?: boolean } = {}) {
  const email = `mfa-${randomUUID().slice(0, 8)}@seaside.test`;
  const { totpSecret } = await post<{ totpSecret?: string }>('/__users', { email, tenantCode: 'seaside', resendSeconds: 0, ...o });
  const again = (s: typeof session = {}) =>
    post<{ data: { token: string; state: string; mfaMethod: unknown; mfaRequiredByRemainingInDays: number | null } }>('/__sessions', {
      email,
      tenantCode: 'seaside',
      ...s,
    }).then((r) => r.data);
  return { email, totpSecret, identity: await again(session), again };
}

async function lastMessage(to: string): Promise<{ kind: string; text: string }> {
  const res = await request(`${API_BASE}/outbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.body.json()) as { messages: { kind: string; text: string }[] };
  if (!messages[0]) throw new Error(`nothing sent to ${to}`);
  return messages[0];
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as UpstreamError,
  );

describe('SPEC §4 states from the grace days and the registered device', () => {
  test.each([
    [{ mfaRequiredByRemainingInDays: 10 }, 'MFA_REGISTRATION_RECOMMENDED', 10],
    [{ mfaRequiredByRemainingInDays: 0 }, 'MFA_REGISTRATION_REQUIRED', 0],
    [{ mfaDevice: { deliveryType: 'totp' as const } }, 'MFA_VERIFICATION_REQUIRED', null],
    [{}, 'AUTHENTICATED', null],
  ])('%j signs in as %s', async (o, state, days) => {
    const { identity } = await signedIn(o);
    expect(identity).toMatchObject({ state, mfaRequiredByRemainingInDays: days });
  });
});

test.each([
  ['mia@seaside.test', 'MFA_REGISTRATION_RECOMMENDED', 10, null],
  ['max@seaside.test', 'MFA_REGISTRATION_REQUIRED', 0, null],
  ['tom@seaside.test', 'MFA_VERIFICATION_REQUIRED', null, { deliveryType: 'totp', phoneHint: null }],
  ['sam@seaside.test', 'MFA_VERIFICATION_REQUIRED', null, { deliveryType: 'sms', phoneHint: '13' }],
  ['val@seaside.test', 'MFA_VERIFICATION_REQUIRED', null, { deliveryType: 'voice', phoneHint: '34' }],
  ['rae@seaside.test', 'MFA_VERIFICATION_REQUIRED', null, { deliveryType: 'totp', phoneHint: null }],
  ['ada@seaside.test', 'AUTHENTICATED', null, null],
])('the README’s demo user %s signs in as %s', async (email, state, days, mfaMethod) => {
  const { data } = await post<{ data: Record<string, unknown> }>('/__sessions', { email, tenantCode: 'seaside' });
  expect(data).toMatchObject({ state, mfaRequiredByRemainingInDays: days, mfaMethod });
});

describe('authenticator app', () => {
  test('registration: a 20-byte secret, its otpauth URI, the first code makes it primary and the sign-in AUTHENTICATED', async () => {
    const { identity, email } = await signedIn({ mfaRequiredByRemainingInDays: 0 });
    const reg = await registerTotp(identity.token, 'Seaside Hotels');
    expect(reg.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(reg.otpauthUri).toBe(
      `otpauth://totp/Seaside%20Hotels:${encodeURIComponent(email)}?secret=${reg.secret}&issuer=Seaside+Hotels&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await refusal(verifyCode(identity.token, '000000', reg.challengeId, trace)))?.code).toBe('InvalidCode');
    const answer = await verifyCode(identity.token, totpCode(reg.secret), reg.challengeId, trace);
    expect(answer).toEqual({
      state: 'AUTHENTICATED',
      registered: { deliveryType: 'totp', phoneHint: null },
      primary: true,
      mfaMethod: { deliveryType: 'totp', phoneHint: null },
    });
  });

  test('verification: a code is accepted once (RFC 6238 §5.2), a wrong one is InvalidCode', async () => {
    const { identity, totpSecret } = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    const code = totpCode(totpSecret!);
    expect((await verifyCode(identity.token, code, undefined, trace)).state).toBe('AUTHENTICATED');
    expect((await refusal(verifyCode(identity.token, code, undefined, trace)))?.code).toBe('InvalidCode');
  });

  test('five wrong codes lock the app, with the countdown in remainingSeconds', async () => {
    const { identity, totpSecret } = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    const wrong = String((Number(totpCode(totpSecret!)) + 500000) % 1000000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect((await refusal(verifyCode(identity.token, wrong, undefined, trace)))?.code).toBe('InvalidCode');
    const locked = await refusal(verifyCode(identity.token, wrong, undefined, trace));
    expect(locked).toMatchObject({ code: 'TooManyAttempts', status: 429, details: { remainingSeconds: 300 } });
    // Even the right code waits for the lock to pass.
    expect((await refusal(verifyCode(identity.token, totpCode(totpSecret!), undefined, trace)))?.code).toBe('TooManyAttempts');
  });

  test('the lock is per (user, address): five wrong codes from one address do not lock the user out at another (review L1)', async () => {
    const { identity: attacker, totpSecret, again } = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    const victim = await again();
    const wrong = String((Number(totpCode(totpSecret!)) + 500000) % 1000000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect((await refusal(verifyCode(attacker.token, wrong, undefined, ADDRESS_A)))?.code).toBe('InvalidCode');
    expect(await refusal(verifyCode(attacker.token, wrong, undefined, ADDRESS_A))).toMatchObject({ code: 'TooManyAttempts', status: 429 });
    expect((await verifyCode(victim.token, totpCode(totpSecret!), undefined, ADDRESS_B)).state).toBe('AUTHENTICATED');
    // The attacker's address stays locked.
    expect((await refusal(verifyCode(attacker.token, totpCode(totpSecret!), undefined, ADDRESS_A)))?.code).toBe('TooManyAttempts');
  });
});

describe('text message and voice call', () => {
  test('registration by SMS: the code arrives with the WebOTP line for the page host; the phone becomes primary', async () => {
    const { identity } = await signedIn({ mfaRequiredByRemainingInDays: 10 });
    const phone = '+61491570737';
    const challenge = await registerPhone(identity.token, { phoneNumber: phone, deliveryType: 'sms' }, from);
    expect(challenge).toMatchObject({ deliveryType: 'sms', phoneHint: '37', remainingSeconds: 0, expiresInSeconds: 600 });
    const sms = await lastMessage(phone);
    const code = codeIn(sms.text);
    expect(sms.kind).toBe('sms');
    expect(sms.text.split('\n').at(-1)).toBe(`@seaside.localhost #${code}`);
    const answer = await verifyCode(identity.token, code, challenge.challengeId, trace);
    expect(answer).toMatchObject({ state: 'AUTHENTICATED', primary: true, mfaMethod: { deliveryType: 'sms', phoneHint: '37' } });
    // Spent: the same code does not work twice.
    expect((await refusal(verifyCode(identity.token, code, challenge.challengeId, trace)))?.code).toBe('ChallengeNotFound');
  });

  test('a landline registered for calls is never texted, at its verification either (security review M3): the gateway\'s "not a mobile"', async () => {
    const phone = '+61255501298';
    const { identity } = await signedIn({ mfaDevice: { deliveryType: 'voice', phone } });
    const call = await sendCode(identity.token, { deliveryType: 'voice' }, from);
    expect(await refusal(sendCode(identity.token, { deliveryType: 'sms', challengeId: call.challengeId }, from))).toMatchObject({
      code: 'Undeliverable',
      details: { providerCode: '21614' },
    });
    expect((await lastMessage(phone)).kind).toBe('voice');
  });

  test('verification by voice to a mobile: the code is spoken, and resend by SMS voids the call’s code', async () => {
    const phone = '+61491571299';
    const { identity } = await signedIn({ mfaDevice: { deliveryType: 'voice', phone } });
    expect(identity.mfaMethod).toEqual({ deliveryType: 'voice', phoneHint: '99' });
    const call = await sendCode(identity.token, { deliveryType: 'voice' }, from);
    const spoken = (await lastMessage(phone)).text;
    expect((await lastMessage(phone)).kind).toBe('voice');
    const voiceCode = /code is: ([\d, ]+)\./.exec(spoken)![1]!.replace(/\D/g, '');
    const sms = await sendCode(identity.token, { deliveryType: 'sms', challengeId: call.challengeId }, from);
    expect((await refusal(verifyCode(identity.token, voiceCode, call.challengeId, trace)))?.code).toBe('ChallengeNotFound');
    const answer = await verifyCode(identity.token, codeIn((await lastMessage(phone)).text), sms.challengeId, trace);
    expect(answer.state).toBe('AUTHENTICATED');
  });

  test('five wrong codes void the code until a new one is sent ("exceeded the maximum number of attempts")', async () => {
    const phone = '+61491571266';
    const { identity } = await signedIn({ mfaDevice: { deliveryType: 'sms', phone } });
    const first = await sendCode(identity.token, { deliveryType: 'sms' }, from);
    const code = codeIn((await lastMessage(phone)).text);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) expect((await refusal(verifyCode(identity.token, wrong, first.challengeId, trace)))?.code).toBe('InvalidCode');
    expect((await refusal(verifyCode(identity.token, wrong, first.challengeId, trace)))?.code).toBe('TooManyAttempts');
    expect((await refusal(verifyCode(identity.token, code, first.challengeId, trace)))?.code).toBe('TooManyAttempts');
    const next = await sendCode(identity.token, { deliveryType: 'sms', challengeId: first.challengeId }, from);
    expect((await verifyCode(identity.token, codeIn((await lastMessage(phone)).text), next.challengeId, trace)).state).toBe('AUTHENTICATED');
  });

  test('the send budget and countdown are per (user, address): sends from one address leave the user theirs at another (review L1)', async () => {
    const phone = '+61491571502';
    const { identity: attacker, again } = await signedIn({ mfaDevice: { deliveryType: 'sms', phone }, resendSeconds: 0 });
    const victim = await again();
    const atA = { ...from, clientIp: ADDRESS_A };
    for (let i = 0; i < 5; i++) await sendCode(attacker.token, { deliveryType: 'sms' }, atA);
    expect(await refusal(sendCode(attacker.token, { deliveryType: 'sms' }, atA))).toMatchObject({ code: 'RateLimited', status: 429 });
    const sent = await sendCode(victim.token, { deliveryType: 'sms' }, { ...from, clientIp: ADDRESS_B });
    expect((await verifyCode(victim.token, codeIn((await lastMessage(phone)).text), sent.challengeId, ADDRESS_B)).state).toBe('AUTHENTICATED');
  });

  test("one address's countdown does not hold another's send", async () => {
    const phone = '+61491571503';
    const { identity: attacker, again } = await signedIn({ mfaDevice: { deliveryType: 'sms', phone }, resendSeconds: 30 });
    const victim = await again();
    await sendCode(attacker.token, { deliveryType: 'sms' }, { ...from, clientIp: ADDRESS_A });
    expect((await sendCode(victim.token, { deliveryType: 'sms' }, { ...from, clientIp: ADDRESS_B })).remainingSeconds).toBe(30);
  });

  test('a second send inside the countdown is RateLimited with the seconds left', async () => {
    const phone = '+61491571491';
    const { identity } = await signedIn({ mfaDevice: { deliveryType: 'sms', phone }, resendSeconds: 30 });
    const first = await sendCode(identity.token, { deliveryType: 'sms' }, from);
    expect(first.remainingSeconds).toBe(30);
    const limited = await refusal(sendCode(identity.token, { deliveryType: 'voice', challengeId: first.challengeId }, from));
    expect(limited).toMatchObject({ code: 'RateLimited', status: 429 });
    expect(limited?.details.remainingSeconds).toBeGreaterThan(25);
    expect(limited?.details.remainingSeconds).toBeLessThanOrEqual(30);
  });

  test.each([
    ['+61491570006', 'sms', 'PhoneNumberBlocked', '21610'],
    ['+61491570156', 'sms', 'UndeliverableRetryable', '30003'],
    ['+61491570157', 'sms', 'Undeliverable', '30005'],
    ['+61491570158', 'voice', 'InvalidPhoneNumber', '21211'],
    ['+61491570159', 'sms', 'ProviderError', '30008'],
    ['+61491570110', 'voice', 'LineBusy', '107'],
  ] as const)('magic number %s by %s fails as %s (%s)', async (phoneNumber, deliveryType, code, providerCode) => {
    const { identity } = await signedIn({ mfaRequiredByRemainingInDays: 0 });
    const error = await refusal(registerPhone(identity.token, { phoneNumber, deliveryType }, from));
    expect(error).toMatchObject({ code, details: { providerCode } });
  });

  test('the line-busy number still gets text messages', async () => {
    const { identity } = await signedIn({ mfaRequiredByRemainingInDays: 0 });
    await expect(registerPhone(identity.token, { phoneNumber: '+61491570110', deliveryType: 'sms' }, from)).resolves.toMatchObject({ phoneHint: '10' });
  });

  test('a code is sent only for a page on one of the tenant’s hosts', async () => {
    const { identity } = await signedIn({ mfaRequiredByRemainingInDays: 0 });
    const error = await refusal(registerPhone(identity.token, { phoneNumber: '+61491571804', deliveryType: 'sms' }, { origin: 'https://evil.example' }));
    expect(error?.code).toBe('OriginNotAllowed');
  });
});

describe('the device token (SPEC §9: MFA every 60 days per browser)', () => {
  test('a device token minted after MFA skips verification at the next sign-in; one minted before does not', async () => {
    const { identity, totpSecret, again } = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    const before = await createUserDeviceToken(identity.token);
    await verifyCode(identity.token, totpCode(totpSecret!), undefined, trace);
    const after = await createUserDeviceToken(identity.token);
    expect((await again({ userDeviceToken: before })).state).toBe('MFA_VERIFICATION_REQUIRED');
    expect((await again({ userDeviceToken: after })).state).toBe('AUTHENTICATED');
    expect((await again()).state).toBe('MFA_VERIFICATION_REQUIRED');
  });

  test("another user's device token does not skip anything", async () => {
    const a = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    await verifyCode(a.identity.token, totpCode(a.totpSecret!), undefined, trace);
    const token = await createUserDeviceToken(a.identity.token);
    const b = await signedIn({ mfaDevice: { deliveryType: 'totp' } }, { userDeviceToken: token });
    expect(b.identity.state).toBe('MFA_VERIFICATION_REQUIRED');
  });
});

describe('one primary device at a time (PATCH /user/provider)', () => {
  test('a sign-in with MFA outstanding can neither register a device nor reset, nor go back to an application', async () => {
    const { identity } = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    expect((await refusal(authorizeRedirect(identity.token, CALLBACK)))?.code).toBe('StepRequired');
    expect((await refusal(registerTotp(identity.token, 'Seaside Hotels')))?.code).toBe('StepRequired');
    expect((await refusal(resetMfa(identity.token)))?.code).toBe('StepRequired');
  });

  test('temporaryMfaSetup: verify the old device, register a new one, which waits until it is made primary', async () => {
    const { identity, totpSecret } = await signedIn({ mfaDevice: { deliveryType: 'totp' } }, { temporaryMfaSetup: true });
    expect(identity.state).toBe('MFA_VERIFICATION_REQUIRED');
    expect((await verifyCode(identity.token, totpCode(totpSecret!), undefined, trace)).state).toBe('MFA_REGISTRATION_REQUIRED');
    const phone = '+61491572549';
    const challenge = await registerPhone(identity.token, { phoneNumber: phone, deliveryType: 'sms' }, from);
    const answer = await verifyCode(identity.token, codeIn((await lastMessage(phone)).text), challenge.challengeId, trace);
    expect(answer).toMatchObject({
      state: 'MFA_REGISTRATION_REQUIRED',
      primary: false,
      registered: { deliveryType: 'sms', phoneHint: '49' },
      mfaMethod: { deliveryType: 'totp' },
    });
    expect((await refusal(makePrimary(identity.token, 'voice')))?.code).toBe('NoMfaDevice');
    expect(await makePrimary(identity.token, 'sms')).toEqual({ mfaMethod: { deliveryType: 'sms', phoneHint: '49' }, state: 'AUTHENTICATED' });
  });

  test('reset after verification: the devices go, and the next sign-in must set up again', async () => {
    const { identity, totpSecret, again } = await signedIn({ mfaDevice: { deliveryType: 'totp' } });
    await verifyCode(identity.token, totpCode(totpSecret!), undefined, trace);
    await resetMfa(identity.token);
    // This sign-in proved its device: it is finished; the reset applies from the next one.
    await expect(authorizeRedirect(identity.token, CALLBACK)).resolves.toMatch(/^http:\/\/localhost:4202\/callback\?token=/);
    expect(await again()).toMatchObject({ state: 'MFA_REGISTRATION_REQUIRED', mfaMethod: null, mfaRequiredByRemainingInDays: 0 });
  });
});
