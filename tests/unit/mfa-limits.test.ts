// Keycard's own MFA limits (review L1): refused codes and sends count per (user, address) and per
// address, so someone with a user's password at one address neither locks the user out nor spends
// their sends at another; past a budget, SPEC §8's rate-limit message with the time left.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { budgetTable } from '@/lib/limits/budgets';
import { reserveMfa, type MfaCounted as Counted } from '@/lib/limits/mfa';

type MfaLimit = 'codeFailures' | 'sends';
type MfaCounted = Pick<Counted, 'userUuid' | 'address'> & Partial<Counted>;
const KIND = { codeFailures: 'mfaCodes', sends: 'mfaSends' } as const;
const table = budgetTable();
const budgetsOf = (kind: 'mfaCodes' | 'mfaSends') => ({
  perUserAddress: table[kind].pair,
  perUser: table[kind].subject,
  perAddress: table[kind].address,
  perFrontDeskAddress: table[kind].frontDeskAddress,
});
const MFA_BUDGETS = { codeFailures: budgetsOf('mfaCodes'), sends: budgetsOf('mfaSends'), windowSeconds: table.mfaCodes.window };
const whoOf = (w: MfaCounted): Counted => ({ tenantCode: 'seaside', frontDesk: undefined, known: false, ...w });

/** One refused code, or one send that went out (issue 36: reserved first, then counted). */
async function recordMfa(limit: MfaLimit, who: MfaCounted): Promise<void> {
  const r = await reserveMfa(KIND[limit], whoOf(who));
  if ('settle' in r) await r.settle('counts');
}
/** The wait a code or send would meet now (it is then given back: nothing counted). */
async function mfaRetryAfter(limit: MfaLimit, who: MfaCounted): Promise<number> {
  const r = await reserveMfa(KIND[limit], whoOf(who));
  if ('refused' in r) return Number(r.refused.detail?.retryIn);
  await r.settle('void');
  return 0;
}

/** Fresh users and addresses per test: the in-process budgets of one test never leak into the next. */
let n = 0;
const user = () => `user-${++n}`;
const address = () => `198.51.100.${++n}`;

async function spend(limit: MfaLimit, who: MfaCounted, times: number) {
  for (let i = 0; i < times; i++) await recordMfa(limit, who);
}

describe.each(['codeFailures', 'sends'] as const)('%s', (limit) => {
  const { perUserAddress, perAddress } = MFA_BUDGETS[limit];

  test(`a user at one address is refused after ${perUserAddress}; the same user at another address is not, nor another user there`, async () => {
    const victim = user();
    const [a, b] = [address(), address()];
    await spend(limit, { userUuid: victim, address: a }, perUserAddress - 1);
    expect(await mfaRetryAfter(limit, { userUuid: victim, address: a })).toBe(0);
    await recordMfa(limit, { userUuid: victim, address: a });
    const wait = await mfaRetryAfter(limit, { userUuid: victim, address: a });
    expect(wait).toBeGreaterThan(MFA_BUDGETS.windowSeconds - 5);
    expect(wait).toBeLessThanOrEqual(MFA_BUDGETS.windowSeconds);
    expect(await mfaRetryAfter(limit, { userUuid: victim, address: b })).toBe(0);
    expect(await mfaRetryAfter(limit, { userUuid: user(), address: a })).toBe(0);
  });

  test(`an address is refused after ${perAddress} across users, for every user; another address is not`, async () => {
    const [a, b] = [address(), address()];
    // Each user stays under their own budget: only the address's runs out.
    const perUser = perUserAddress - 1;
    for (let spent = 0; spent < perAddress - 1; spent += perUser)
      await spend(limit, { userUuid: user(), address: a }, Math.min(perUser, perAddress - 1 - spent));
    expect(await mfaRetryAfter(limit, { userUuid: user(), address: a })).toBe(0);
    await recordMfa(limit, { userUuid: user(), address: a });
    expect(await mfaRetryAfter(limit, { userUuid: user(), address: a })).toBeGreaterThan(0);
    expect(await mfaRetryAfter(limit, { userUuid: user(), address: b })).toBe(0);
  });
});

test('refused codes and sends are separate budgets', async () => {
  const who = { userUuid: user(), address: address() };
  await spend('sends', who, MFA_BUDGETS.sends.perUserAddress);
  expect(await mfaRetryAfter('sends', who)).toBeGreaterThan(0);
  expect(await mfaRetryAfter('codeFailures', who)).toBe(0);
});

test('without an address, the user is counted under "unknown", apart from every known address', async () => {
  const userUuid = user();
  await spend('codeFailures', { userUuid, address: undefined }, MFA_BUDGETS.codeFailures.perUserAddress);
  expect(await mfaRetryAfter('codeFailures', { userUuid, address: undefined })).toBeGreaterThan(0);
  expect(await mfaRetryAfter('codeFailures', { userUuid, address: address() })).toBe(0);
});

test("the refusal is SPEC §8's rate-limit message with the seconds left, as the upstream's 429 reads", async () => {
  const who = { userUuid: user(), address: address() };
  expect(await mfaRetryAfter('codeFailures', who)).toBe(0);
  await spend('codeFailures', who, MFA_BUDGETS.codeFailures.perUserAddress);
  const refusal = await reserveMfa('mfaCodes', whoOf(who));
  expect(refusal).toEqual({ refused: { errors: { form: 'rateLimited' }, detail: { retryIn: expect.any(Number) } } });
  expect(Number('refused' in refusal && refusal.refused.detail?.retryIn)).toBeGreaterThan(MFA_BUDGETS.windowSeconds - 5);
});

describe.each(['codeFailures', 'sends'] as const)('%s from many addresses (issue 26)', (limit) => {
  const { perUserAddress, perUser, perAddress } = MFA_BUDGETS[limit];

  test(`one user is refused after ${perUser} from anywhere, each address under its own budget`, async () => {
    const victim = user();
    for (let spent = 0; spent < perUser; spent += perUserAddress - 1)
      await spend(limit, { userUuid: victim, address: address() }, Math.min(perUserAddress - 1, perUser - spent));
    expect(await mfaRetryAfter(limit, { userUuid: victim, address: address() })).toBeGreaterThan(0);
    expect(await mfaRetryAfter(limit, { userUuid: user(), address: address() })).toBe(0);
  });

  test('a front-desk network has a larger address budget and is not held back by the user budget spent elsewhere', async () => {
    const victim = user();
    for (let spent = 0; spent < perUser; spent += perUserAddress - 1)
      await spend(limit, { userUuid: victim, address: address() }, Math.min(perUserAddress - 1, perUser - spent));
    const desk = address();
    expect(await mfaRetryAfter(limit, { userUuid: victim, address: desk, frontDesk: '203.0.113.0/24' })).toBe(0);
    for (let spent = 0; spent < perAddress; spent += perUserAddress - 1)
      await spend(limit, { userUuid: user(), address: desk, frontDesk: '203.0.113.0/24' }, Math.min(perUserAddress - 1, perAddress - spent));
    expect(await mfaRetryAfter(limit, { userUuid: user(), address: desk, frontDesk: '203.0.113.0/24' })).toBe(0);
  });
});
