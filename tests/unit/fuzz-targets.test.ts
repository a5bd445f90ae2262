// What the fuzzer (tests/e2e/fuzz.spec.ts) knows of each route handler (code review finding 7): every
// handler that parses a form has its schema's fields, so generated requests fill them and get past
// parsing into the handler; a schema the fuzzer cannot find is a failure, not a handler fuzzed blind.
import { formSchemas, routeHandlers, unfoundSchemas } from '../support/route-handlers';

const handlers = routeHandlers();
const fieldsOf = (method: string, path: string) => handlers.find((h) => h.method === method && h.path === path)?.fields;

test("every handler that parses a form has its form's fields (a schema of lib/validation/, or its route file's own)", () => {
  expect(handlers.filter((h) => h.schema !== undefined).length).toBeGreaterThanOrEqual(35);
  expect(unfoundSchemas(handlers)).toEqual([]);
});

test("the security page's forms and the passkey offer's choice are fuzzed with their fields", () => {
  expect(fieldsOf('POST', '/api/account/passkeys/rename')).toEqual(['id', 'name']);
  expect(fieldsOf('POST', '/api/account/passkeys/remove')).toEqual(['id']);
  expect(fieldsOf('POST', '/api/passkey/upgrade')).toEqual(['choice']);
  expect(formSchemas().get('PasskeyOfferForm')?.fields).toEqual(['choice']);
  expect(fieldsOf('POST', '/api/must-log-out')).toEqual(['returnTo']);
  expect(fieldsOf('POST', '/api/login/password')).toEqual(expect.arrayContaining(['email', 'password']));
});

test('a schema built in its route file is read from its literal; GET beside a POST parses nothing', () => {
  expect(fieldsOf('POST', '/api/mfa/recovery')).toEqual(['code']);
  expect(fieldsOf('POST', '/api/password-warning/skip')).toEqual([]);
  expect(handlers.find((h) => h.method === 'GET' && h.path === '/api/passkey/upgrade')).toEqual({ method: 'GET', path: '/api/passkey/upgrade' });
});

test('a handler whose schema is not among them is reported by name', () => {
  const found = routeHandlers(undefined, new Map([...formSchemas()].filter(([name]) => name !== 'PasskeyNameForm')));
  expect(unfoundSchemas(found)).toEqual(['POST /api/account/passkeys/rename: body: PasskeyNameForm']);
});
