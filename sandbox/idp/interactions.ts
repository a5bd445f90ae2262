// The provider's interaction pages: redeem a login ticket from the credential endpoint, or show the
// hosted login form (prompt=login, or no ticket) and check what it posts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import { html, readBody, writeReply } from '../http/replies';
import type { Store } from '../store';
import type { CredentialChecker } from './credential-check';
import type { LoginTickets } from './login-tickets';
import type { TicketSessions } from './ticket-sessions';
import { loginPage, messagePage } from './pages';

interface Deps {
  provider: Provider;
  store: Store;
  tickets: LoginTickets;
  checker: CredentialChecker;
  ticketSessions: TicketSessions;
}

type Handler = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>;

const NO_MERGE = { mergeWithLastSubmission: false };

export function createInteractionHandlers({ provider, store, tickets, checker, ticketSessions }: Deps): { show: Handler; submit: Handler } {
  /** The interaction this browser is in; undefined (and a 400 page) when it expired or is not ours. */
  async function load(req: IncomingMessage, res: ServerResponse, uid: string | undefined) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === uid) return details;
    } catch {
      // fall through: no interaction cookie, or it expired
    }
    writeReply(res, html(400, messagePage('Sign-in expired', 'This sign-in attempt has expired. Go back and start again.')));
    return undefined;
  }

  function renderLogin(res: ServerResponse, details: Interaction, status: number, email: string, error?: string) {
    const { logo_uri: logoUri, back_to_login: backToLogin } = details.params;
    writeReply(res, html(status, loginPage({ uid: details.uid, email, error, logoUri, backToLogin })));
  }

  const show: Handler = async (req, res, params) => {
    const details = await load(req, res, params.uid);
    if (!details) return;
    if (details.prompt.name !== 'login') {
      // Not expected (loadExistingGrant pre-grants every client); fail clearly instead of looping.
      return provider.interactionFinished(req, res, { error: 'interaction_required' }, NO_MERGE);
    }
    const clientId = String(details.params.client_id ?? '');
    const ticket = details.params.login_ticket;
    if (typeof ticket === 'string' && ticket !== '') {
      const redeemed = tickets.redeem(ticket, clientId, details.params.code_challenge);
      // The session it starts is pending until the code is redeemed with the verifier (TicketSessions).
      if (redeemed) ticketSessions.ticketLogin(redeemed.codeChallenge);
      const result = redeemed
        ? { login: { accountId: redeemed.userUuid, ...(redeemed.amr ? { amr: redeemed.amr } : {}) } }
        : { error: 'access_denied', error_description: 'The login ticket is invalid, expired or already used.' };
      return provider.interactionFinished(req, res, result, NO_MERGE);
    }
    const username = details.params.username ?? details.params.login_hint;
    renderLogin(res, details, 200, typeof username === 'string' ? username : '');
  };

  const submit: Handler = async (req, res, params) => {
    const details = await load(req, res, params.uid);
    if (!details) return;
    const form = new URLSearchParams(await readBody(req));
    const email = form.get('email') ?? '';
    const password = form.get('password') ?? '';
    const tenant = store.findTenantByClientId(String(details.params.client_id ?? ''));
    if (!tenant) return writeReply(res, html(400, messagePage('Sign-in failed', 'Unknown application.')));
    if (!email || !password) return renderLogin(res, details, 400, email, 'Enter your e-mail and password.');

    const ip = req.socket.remoteAddress ?? 'unknown';
    const outcome = await checker.check({ tenantCode: tenant.tenant.code, email, password, ip, userAgent: req.headers['user-agent'] });
    if (!outcome.ok) return renderLogin(res, details, outcome.status, email, outcome.error_description);
    await provider.interactionFinished(req, res, { login: { accountId: outcome.user.uuid } }, NO_MERGE);
  };

  return { show, submit };
}
