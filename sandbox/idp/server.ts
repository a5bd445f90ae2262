// The IdP's HTTP front: faults, the credential endpoint and the interaction pages are routed here;
// everything else goes to oidc-provider.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SandboxConfig } from '../config';
import { applyFault, type FaultRegistry } from '../faults';
import { html, writeReply } from '../http/replies';
import { logRequest, pathOf } from '../http/request-log';
import { Router } from '../http/router';
import type { Store } from '../store';
import { CredentialChecker } from './credential-check';
import { createCredentialEndpoint } from './credential-endpoint';
import { createInteractionHandlers } from './interactions';
import { LoginTickets } from './login-tickets';
import { messagePage } from './pages';
import { createProvider } from './provider';
import { TicketSessions } from './ticket-sessions';
import type { SigningKeys } from './signing-keys';

type Handler = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>;

/** Answers a fault on the IdP in both error shapes Keycard may parse (ErrorBody and CredentialError). */
const INJECTED_BODY = { code: 'Injected', error: 'injected' };

export function createIdpServer(deps: { config: SandboxConfig; store: Store; keys: SigningKeys; faults: FaultRegistry | null }): {
  server: Server;
  sweep(): void;
} {
  const { config, store, faults } = deps;
  const ticketSessions = new TicketSessions();
  const provider = createProvider(config, store, deps.keys, ticketSessions);
  const providerCallback = provider.callback();
  const tickets = new LoginTickets();
  const checker = new CredentialChecker(store);
  const credentialEndpoint = createCredentialEndpoint({ config, store, tickets, checker });
  const interactions = createInteractionHandlers({ provider, store, tickets, checker, ticketSessions });

  const router = new Router<Handler>()
    .post('/co/authenticate', async (req, res) => writeReply(res, await credentialEndpoint(req)))
    .get('/interaction/:uid', interactions.show)
    .post('/interaction/:uid/login', interactions.submit);

  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const traceHeader = req.headers['trace-token'];
    const fault = faults?.take(method, path, Array.isArray(traceHeader) ? traceHeader[0] : traceHeader);
    if (fault && (await applyFault(fault, res, INJECTED_BODY)) !== undefined) return;
    const match = router.match(method, path);
    if (match && match !== 'method-not-allowed') return match.handler(req, res, match.params);
    return providerCallback(req, res);
  }

  const server = createServer((req, res) => {
    const startedAt = Date.now();
    const path = pathOf(req);
    // Interaction uids and long paths are shortened: the log line is for people, not forensics.
    const route = path.replace(/^\/(interaction|auth)\/[^/]+/, '/$1/:uid').slice(0, 80);
    res.on('finish', () => logRequest('idp', req, route, res.statusCode, startedAt));
    dispatch(req, res, path).catch((err: unknown) => {
      process.stderr.write(`[idp] unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      writeReply(res, html(500, messagePage('Something went wrong', 'The sign-in service hit an unexpected error.')));
    });
  });
  return {
    server,
    sweep: () => {
      tickets.sweep();
      ticketSessions.sweep();
    },
  };
}
