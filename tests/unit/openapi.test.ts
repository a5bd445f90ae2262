// `npm run openapi` documents the whole contract: one operation per declared endpoint, its error
// statuses with SPEC §8's codes, and the headers the contract names.
import { ENDPOINTS, api } from '@/lib/upstream/contract';
import { openApiDocument } from '@/lib/upstream/contract/openapi';

const doc = openApiDocument(ENDPOINTS);
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    path,
    method,
    op: op as { operationId: string; responses: Record<string, { description: string }>; parameters: { name: string }[] },
  })),
);

test('one operation per declaration, and none besides', () => {
  expect(operations).toHaveLength(ENDPOINTS.length);
  expect(operations.map((o) => o.op.operationId).sort()).toEqual(ENDPOINTS.map((e) => e.name).sort());
  for (const e of ENDPOINTS) expect(doc.paths[e.path]).toHaveProperty(e.method.toLowerCase());
});

test("the contract has every endpoint SPEC §7's table and DESIGN §2 name so far", () => {
  expect(ENDPOINTS.length).toBeGreaterThanOrEqual(18);
});

test("an endpoint's error statuses carry SPEC §8's codes", () => {
  const reset = operations.find((o) => o.op.operationId === 'applyReset')!;
  expect(reset.op.responses['400']?.description).toContain('PasswordHistory');
  expect(reset.op.responses['409']?.description).toContain('TokenNotFound');
  expect(reset.op.responses['410']?.description).toContain('TokenExpired');
});

test('a code the error body carries is listed under its endpoint', () => {
  const activate = operations.find((o) => o.op.operationId === api.activate.name)!;
  expect(activate.op.responses['default']?.description).toContain('PasswordHistoryError');
  const verify = operations.find((o) => o.op.operationId === api.verifyCode.name)!;
  expect(verify.op.responses['default']?.description).toContain('InvalidCode');
});

test('every operation takes the trace token; retried writes take an idempotency key', () => {
  for (const { op } of operations) expect(op.parameters.map((p) => p.name)).toContain('trace-token');
  const logout = operations.find((o) => o.op.operationId === api.logout.name)!;
  expect(logout.op.parameters.map((p) => p.name)).toContain('idempotency-key');
  const authenticate = operations.find((o) => o.op.operationId === api.authenticate.name)!;
  expect(authenticate.op.parameters.map((p) => p.name)).not.toContain('idempotency-key');
});

test("a read's query string is documented parameter by parameter (issue 39's search and page), none required", () => {
  const list = operations.find((o) => o.op.operationId === api.listStaff.name)!;
  const query = (list.op.parameters as { name: string; in: string; required: boolean }[]).filter((p) => p.in === 'query');
  expect(query.map((p) => [p.name, p.required])).toEqual([
    ['q', false],
    ['page', false],
  ]);
});
