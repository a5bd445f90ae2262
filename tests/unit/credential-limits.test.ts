// Keycard's credential limits (issue 26): refused credentials count per (account, address), per
// account from anywhere and per address, so a hotel behind one address is not locked out together by
// one account's typos or one script, an address spraying across accounts is stopped, and many
// addresses guessing one account are slowed; a tenant's front-desk networks get more room.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';
process.env.CREDENTIAL_FAILURES_PER_ADDRESS = '20';
process.env.CREDENTIAL_FAILURES_PER_FRONT_DESK_ADDRESS = '200';
process.env.CREDENTIAL_FAILURES_PER_ACCOUNT_ADDRESS = '10';
process.env.CREDENTIAL_FAILURES_PER_ACCOUNT = '30';

import { ACCOUNT_WINDOW_SECONDS } from '@/lib/limits/budgets';
import { ADDRESS_COUNTS_FIRST, forgiveCredentials, reserveCredential, type CredentialCounted, type CredentialWait } from '@/lib/limits/credentials';

/** One attempt refused by the IdP (issue 36: reserved first, then counted). */
async function recordCredentialFailure(who: CredentialCounted): Promise<void> {
  const r = await reserveCredential(who);
  if ('settle' in r) await r.settle('counts');
}
/** One attempt the IdP accepted. */
async function recordCredentialSuccess(who: CredentialCounted): Promise<void> {
  const r = await reserveCredential(who);
  if ('settle' in r) await r.settle('forgiven');
}
/** The wait an attempt would meet now (it is then given back: nothing counted). */
async function credentialWait(who: CredentialCounted): Promise<CredentialWait | null> {
  const r = await reserveCredential(who);
  if ('wait' in r) return r.wait;
  await r.settle('void');
  return null;
}

/** Fresh e-mails and addresses per test: the in-process budgets of one test never leak into the next. */
let n = 0;
const email = () => `person-${++n}@hotel.test`;
/** A fresh address each time (never one another test has spent). */
const address = () => `10.${Math.floor(++n / 250) % 250}.${n % 250}.1`;
const at = (who: string, from: string, o: Partial<CredentialCounted> = {}): CredentialCounted => ({
  tenantCode: 'seaside',
  email: who,
  address: from,
  frontDesk: undefined,
  ...o,
});

async function fail(who: CredentialCounted, times: number) {
  for (let i = 0; i < times; i++) await recordCredentialFailure(who);
}

test('one account failing at one address waits there, about the window, and its colleagues there do not', async () => {
  const [ada, hotel] = [email(), address()];
  await fail(at(ada, hotel), 9);
  expect(await credentialWait(at(ada, hotel))).toBeNull();
  await fail(at(ada, hotel), 1);
  const wait = await credentialWait(at(ada, hotel));
  expect(wait?.limit).toBe('account-address');
  expect(wait?.retryIn).toBeGreaterThan(ACCOUNT_WINDOW_SECONDS - 5);
  expect(wait?.retryIn).toBeLessThanOrEqual(ACCOUNT_WINDOW_SECONDS);
  // Forty colleagues behind the same address sign in as usual.
  for (let i = 0; i < 40; i++) expect(await credentialWait(at(email(), hotel))).toBeNull();
  // The same account from home is not held back by the pair's budget.
  expect(await credentialWait(at(ada, address()))).toBeNull();
});

test(`an account's failures count towards its address only ${ADDRESS_COUNTS_FIRST} times: a script hammering it does not lock the hotel`, async () => {
  const hotel = address();
  // Far past the address's 20: the account's pair is spent after 10, and only 3 reached the address.
  await fail(at(email(), hotel), 50);
  expect(await credentialWait(at(email(), hotel))).toBeNull();
  // ...and those 3 did count there: 17 more accounts' refusals spend the address's 20 (code review 7).
  for (let i = 0; i < 16; i++) await fail(at(email(), hotel), 1);
  expect(await credentialWait(at(email(), hotel))).toBeNull();
  await fail(at(email(), hotel), 1);
  expect((await credentialWait(at(email(), hotel)))?.limit).toBe('address');
});

test('an address spraying across accounts is refused for every account, with the address wait', async () => {
  const sprayer = address();
  for (let i = 0; i < 20; i++) await fail(at(email(), sprayer), 1);
  const wait = await credentialWait(at(email(), sprayer));
  expect(wait?.limit).toBe('address');
  expect(await credentialWait(at(email(), address()))).toBeNull();
});

test('many addresses against one account: refused from anywhere after its budget, as the same e-mail in any case', async () => {
  const victim = email();
  for (let i = 0; i < 30; i++) await fail(at(victim, `203.0.${n % 250}.${i}`), 1);
  const wait = await credentialWait(at(victim.toUpperCase(), address()));
  expect(wait?.limit).toBe('account');
  expect(await credentialWait(at(email(), address()))).toBeNull();
  // Another tenant's account of the same e-mail is another account.
  expect(await credentialWait(at(victim, address(), { tenantCode: 'littlehotelier' }))).toBeNull();
});

test("a front-desk network is not held back by an account's budget spent elsewhere, and has a larger address budget", async () => {
  const victim = email();
  for (let i = 0; i < 30; i++) await fail(at(victim, `192.0.${n % 250}.${i}`), 1);
  const frontDesk = address();
  expect(await credentialWait(at(victim, frontDesk, { frontDesk: '203.0.113.0/24' }))).toBeNull();
  expect((await credentialWait(at(victim, frontDesk)))?.limit).toBe('account');
  // 20 accounts failing from the front desk: an ordinary address would be refused, the front desk is not.
  for (let i = 0; i < 20; i++) await fail(at(email(), frontDesk, { frontDesk: '203.0.113.0/24' }), 1);
  expect(await credentialWait(at(email(), frontDesk, { frontDesk: '203.0.113.0/24' }))).toBeNull();
});

test('when several waits apply, the longest is the one said', async () => {
  const [ada, hotel] = [email(), address()];
  // The pair's budget (15 minutes) and the address's (10 minutes) both spent.
  await fail(at(ada, hotel), 10);
  for (let i = 0; i < 17; i++) await fail(at(email(), hotel), 1);
  expect((await credentialWait(at(email(), hotel)))?.limit).toBe('address');
  const wait = await credentialWait(at(ada, hotel));
  expect(wait?.limit).toBe('account-address');
  expect(wait?.retryIn).toBeGreaterThan(600);
});

test('an IPv6 address counts by its /64: rotating through it is one address', async () => {
  const net = (++n % 9999).toString(16);
  for (let i = 0; i < 20; i++) await fail(at(email(), `2001:db8:aa:${net}::${i.toString(16)}`), 1);
  expect((await credentialWait(at(email(), `2001:db8:aa:${net}:ffff::1`)))?.limit).toBe('address');
  expect((await credentialWait(at(email(), `2001:0db8:00aa:${net}:1:2:3:4`)))?.limit).toBe('address');
  expect(await credentialWait(at(email(), `2001:db8:ab:${net}::1`))).toBeNull();
});

test('one account however its e-mail is written: case, spaces, full-width letters, a Unicode domain', async () => {
  const stamp = ++n;
  for (let i = 0; i < 30; i++) {
    const spelling = [`Ana${stamp}@Bücher.test`, ` ana${stamp}@xn--bcher-kva.test `, `ａｎａ${stamp}@bücher.test`][i % 3]!;
    await fail(at(spelling, `192.0.${stamp % 250}.${i}`), 1);
  }
  expect((await credentialWait(at(`ana${stamp}@xn--bcher-kva.test`, address())))?.limit).toBe('account');
});

test('the right password forgives its typos at that address and gives back what they spent of the address budget, not of the account’s', async () => {
  const hotel = address();
  // Twenty colleagues, each a typo then the right password: without forgiving, the address's 20 would be spent.
  for (let i = 0; i < 20; i++) {
    const colleague = at(email(), hotel);
    await fail(colleague, 1);
    await recordCredentialSuccess(colleague);
  }
  expect(await credentialWait(at(email(), hotel))).toBeNull();
  // The account's own budget is not given back by its owner's sign-in (after a typo of their own).
  const [victim, home] = [email(), address()];
  for (let i = 0; i < 29; i++) await fail(at(victim, `192.0.${n % 250}.${i}`), 1);
  await fail(at(victim, home), 1);
  await recordCredentialSuccess(at(victim, home));
  expect((await credentialWait(at(victim, address())))?.limit).toBe('account');
  expect(await credentialWait(at(email(), home))).toBeNull();
});

test("a browser that signed in as the account before is spared the account's budget and the address's, not the pair's", async () => {
  const victim = email();
  for (let i = 0; i < 30; i++) await fail(at(victim, `198.18.${n % 250}.${i}`), 1);
  const home = address();
  expect((await credentialWait(at(victim, home)))?.limit).toBe('account');
  expect(await credentialWait(at(victim, home, { knownHere: true }))).toBeNull();
  // Its own refusals still count, for the account and the pair.
  await fail(at(victim, home, { knownHere: true }), 10);
  expect((await credentialWait(at(victim, home, { knownHere: true })))?.limit).toBe('account-address');
});

test("security review M4: made-up e-mails sprayed from a hotel's address refuse new browsers there, never a colleague's own browser", async () => {
  const hotel = address();
  // 7 made-up e-mails, 3 wrong passwords each: the address's 20 are spent.
  for (let i = 0; i < 7; i++) await fail(at(email(), hotel), 3);
  expect((await credentialWait(at(email(), hotel)))?.limit).toBe('address');
  // A colleague on the browser they signed in with before goes on, and their typos do not spend the address.
  const colleague = at(email(), hotel, { knownHere: true });
  expect(await credentialWait(colleague)).toBeNull();
  await fail(colleague, 3);
  expect(await credentialWait(at(email(), hotel, { knownHere: true }))).toBeNull();
});

test('security review M5: a burst of parallel guesses at one account gets no further than its budget', async () => {
  const [ada, from] = [email(), address()];
  const outcomes = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const r = await reserveCredential(at(ada, from));
      if ('wait' in r) return 'refused';
      // The IdP takes a while to say no: every attempt is in flight at once.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await r.settle('counts');
      return 'asked';
    }),
  );
  expect(outcomes.filter((o) => o === 'asked')).toHaveLength(10);
});

test('an attempt the IdP neither accepts nor refuses (its lock, its silence) counts for nothing', async () => {
  const [ada, from] = [email(), address()];
  for (let i = 0; i < 40; i++) {
    const r = await reserveCredential(at(ada, from));
    if ('settle' in r) await r.settle('void');
  }
  expect(await credentialWait(at(ada, from))).toBeNull();
});

test("a new password from the account's reset link ends the wait its typos earned at this address, and only there (issue 37)", async () => {
  const [ada, hotel, home] = [email(), address(), address()];
  await fail(at(ada, hotel), 10);
  await fail(at(ada, home), 10);
  expect((await credentialWait(at(ada, hotel)))?.limit).toBe('account-address');
  await forgiveCredentials(at(ada, hotel));
  expect(await credentialWait(at(ada, hotel))).toBeNull();
  // Elsewhere the wait holds: the link proved the mailbox, not the other address.
  expect((await credentialWait(at(ada, home)))?.limit).toBe('account-address');
});
