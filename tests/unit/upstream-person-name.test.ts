// Issue 41's names in the upstream's answers are a hint to the strength estimate, read leniently: a
// name the upstream stores longer, blank or of another type must never make the whole identity or a
// token's check malformed, which would lock the person out of signing in (the security review's M2).
import { PERSON_NAME_MAX, UserIdentity, accountEndpoints } from '@/lib/upstream/contract';
import { testSession } from '../support/handler-fixtures';

/** An identity as the upstream answers it: the test session's, with what the session leaves out. */
const { hasPasskeys: _hasPasskeys, ...snapshot } = testSession().identity;
const identity = { ...snapshot, token: 'tok', passkeys: [], identityToken: null };

const namesOf = (firstName: unknown, lastName?: unknown) => {
  const parsed = UserIdentity.parse({ ...identity, firstName, lastName });
  return [parsed.firstName, parsed.lastName];
};

test('a name longer than Keycard keeps is cut, by characters, not bytes', () => {
  const [first] = namesOf('ก'.repeat(PERSON_NAME_MAX + 10));
  expect(first).toBe('ก'.repeat(PERSON_NAME_MAX));
  expect(namesOf(`${'a'.repeat(PERSON_NAME_MAX - 1)}😀😀`)[0]).toBe(`${'a'.repeat(PERSON_NAME_MAX - 1)}😀`);
});

test('a blank or mistyped name is no name, and the identity still parses', () => {
  expect(namesOf('', '   ')).toEqual([null, null]);
  expect(namesOf(42, { given: 'Ada' })).toEqual([null, null]);
  expect(namesOf('  Ada ', 'Quist')).toEqual(['Ada', 'Quist']);
  expect(namesOf(null, null)).toEqual([null, null]);
});

test('an upstream that says nothing of names still parses', () => {
  const parsed = UserIdentity.parse(identity);
  expect(parsed.firstName ?? null).toBeNull();
  expect(parsed.lastName ?? null).toBeNull();
});

test("a reset or activation link's check parses whatever the name", () => {
  const answer = accountEndpoints.validateToken.response.parse({ email: 'ada@seaside.test', purpose: 'RESET', firstName: 'x'.repeat(500), lastName: '' });
  expect(answer).toMatchObject({ email: 'ada@seaside.test', firstName: 'x'.repeat(PERSON_NAME_MAX), lastName: null });
});
