// An upstream error code Keycard matches, or the sandbox answers, is declared with its endpoint
// (`errors` by status, `codes` in the body): a literal declared nowhere does not compile. The
// `@ts-expect-error` lines are the type test — `npm test`'s type-check fails if an expected error
// stops occurring (see typed-messages.test.ts).
import { api, type CodeOf } from '@/lib/upstream/contract';
import { UpstreamError, isUpstreamError } from '@/lib/upstream/errors';
import { fail } from '@/sandbox/http/serve';

export function typeChecksOnly(err: unknown) {
  isUpstreamError(err, 'PasswordHistoryError');
  // @ts-expect-error -- no endpoint declares this code
  isUpstreamError(err, 'PasswordHistoryErr');
  const activate: CodeOf<typeof api.activate>[] = ['TokenInvalid', 'TokenExpired', 'PasswordHistoryError'];
  // @ts-expect-error -- declared by the MFA endpoints, not by activation
  const notActivate: CodeOf<typeof api.activate> = 'InvalidCode';
  // @ts-expect-error -- the sandbox answers only what the endpoint declares
  fail(api.activate, 'RateLimited', 429);
  return [activate, notActivate, fail(api.sendCode, 'RateLimited', 429)];
}

test("activation's password-history refusal is a declared code, answered at 400", () => {
  expect(Object.keys(api.activate.codes)).toContain('PasswordHistoryError');
  const reply = fail(api.activate, 'PasswordHistoryError', 400).toReply();
  expect(reply.status).toBe(400);
  expect(JSON.parse(reply.body ?? '{}')).toEqual({ code: 'PasswordHistoryError' });
  expect(isUpstreamError(new UpstreamError('http', 'PasswordHistoryError', 400), 'PasswordHistoryError')).toBe(true);
});

test('a code of the body, declared without a status, needs one where the sandbox answers it', () => {
  expect(() => fail(api.activate, 'PasswordHistoryError')).toThrow(/declares no status/);
});
