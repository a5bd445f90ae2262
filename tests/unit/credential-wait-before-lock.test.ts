// Issue 37: a person's typos at one browser meet Keycard's timed wait before the IdP's lock of the
// (e-mail, address) pair, whose answer SPEC maps to "Your account is disabled". Keycard's default
// budget for one account at one address is below the sandbox IdP's lock, so six wrong passwords in a
// row give the wait, never the account-disabled page.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';
delete process.env.CREDENTIAL_FAILURES_PER_ACCOUNT_ADDRESS;

import { parseConfig } from '@/lib/config';
import { budgetTable } from '@/lib/limits/budgets';
import { MAX_CONSECUTIVE_FAILURES } from '@/sandbox/idp/credential-check';

test("Keycard's own budget for one account at one address is spent before the IdP locks the pair", () => {
  const pair = budgetTable().credentials.pair;
  expect(pair).toBe(parseConfig({ SESSION_SECRET: process.env.SESSION_SECRET }).credentialFailuresPerAccountAddress);
  expect(pair).toBeLessThan(MAX_CONSECUTIVE_FAILURES);
});
