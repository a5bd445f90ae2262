// The upstream REST API (SPEC §7 transport B, DESIGN §2) on plain node:http: faults, idempotency,
// routing, JSON errors and one log line per request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/upstream/contract';
import { applyFault } from '../faults';
import { HttpError, json, readRequestBody, writeReply, type Reply } from '../http/replies';
import { logRequest, pathOf } from '../http/request-log';
import { Router } from '../http/router';
import { registerActivationRoutes } from './activation-routes';
import { registerAuthenticate } from './authenticate';
import { registerBadgeRoutes } from './badge-routes';
import { registerPassRoutes } from './pass-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerTeamRoutes } from './team-routes';
import { registerFaultRoutes } from './fault-routes';
import { IdempotencyCache } from './idempotency';
import { registerMfaRoutes } from './mfa-routes';
import { registerMobileRoutes, registerMobileTestRoutes } from './mobile-routes';
import { registerOutboxRoutes } from './outbox-routes';
import { registerPartnerRoutes, registerPartnerTestRoutes } from './partner-routes';
import { registerPasskeyRoutes, registerPasskeyTestRoutes } from './passkey-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerResetRoutes } from './reset-routes';
import { registerSecurityRoutes } from './security-routes';
import { registerSessionRoutes } from './session-routes';
import { registerSignInRoutes } from './sign-in-routes';
import { registerStaticRoutes } from './static-routes';
import { registerTenantRoutes } from './tenant-routes';
import { registerTestAccountRoutes } from './test-account-routes';
import type { ApiDeps, ApiHandler } from './types';
import { registerVerificationRoutes } from './verification-routes';

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);
const IDEMPOTENT_METHODS = new Set(['POST', 'PATCH', 'DELETE']);

export function createApiServer(deps: ApiDeps): { server: Server; sweep(): void } {
  const router = new Router<ApiHandler>();
  registerTenantRoutes(router, deps);
  registerAuthenticate(router, deps);
  registerSessionRoutes(router, deps);
  registerPartnerRoutes(router, deps);
  registerStaticRoutes(router, deps);
  registerActivationRoutes(router, deps);
  registerRegistrationRoutes(router, deps);
  registerResetRoutes(router, deps);
  registerVerificationRoutes(router, deps);
  registerMfaRoutes(router, deps);
  registerMobileRoutes(router, deps);
  registerPasskeyRoutes(router, deps);
  registerSecurityRoutes(router, deps);
  registerSignInRoutes(router, deps);
  registerBadgeRoutes(router, deps);
  registerPassRoutes(router, deps);
  registerPasswordRoutes(router);
  registerTeamRoutes(router, deps);
  registerOutboxRoutes(router, deps);
  if (deps.faults) {
    registerFaultRoutes(router, deps.faults);
    registerTestAccountRoutes(router, deps);
    registerPasskeyTestRoutes(router, deps);
    registerMobileTestRoutes(router, deps);
    registerPartnerTestRoutes(router, deps);
  }
  const idempotency = new IdempotencyCache();

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<{ status: number; route: string }> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;

    const fault = deps.faults && !path.startsWith('/__faults') ? deps.faults.take(method, path, traceTokenOf(req)) : undefined;
    if (fault) {
      const status = await applyFault(fault, res);
      if (status !== undefined) return { status, route: `${path} (fault)` };
    }

    const match = router.match(method, path);
    if (match === undefined) return send(res, json(404, { code: 'NotFound' }), path.slice(0, 80));
    if (match === 'method-not-allowed') return send(res, json(405, { code: 'MethodNotAllowed' }), path.slice(0, 80));

    const body = BODY_METHODS.has(method) ? await readRequestBody(req) : undefined;
    const run = () => runHandler(match.handler, { method, path, params: match.params, query: url.searchParams, headers: req.headers, body });
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    const reply = typeof key === 'string' && key !== '' && IDEMPOTENT_METHODS.has(method) ? await idempotency.run(method, path, key, run) : await run();
    return send(res, reply, match.pattern);
  }

  const server = createServer((req, res) => {
    const startedAt = Date.now();
    dispatch(req, res)
      .catch((err: unknown) => {
        const reply = err instanceof HttpError ? err.toReply() : internalError(err);
        return send(res, reply, pathOf(req).slice(0, 80));
      })
      .then(({ status, route }) => logRequest('api', req, route, status, startedAt));
  });
  return { server, sweep: () => idempotency.sweep() };
}

async function runHandler(handler: ApiHandler, request: Parameters<ApiHandler>[0]): Promise<Reply> {
  try {
    return await handler(request);
  } catch (err) {
    if (err instanceof HttpError) return err.toReply();
    return internalError(err);
  }
}

function internalError(err: unknown): Reply {
  process.stderr.write(`[api] unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  return json(500, { code: 'InternalError' });
}

function send(res: ServerResponse, reply: Reply, route: string) {
  writeReply(res, reply);
  return { status: reply.status, route };
}

function traceTokenOf(req: IncomingMessage): string | undefined {
  const value = req.headers['trace-token'];
  return Array.isArray(value) ? value[0] : value;
}
