// What every change on the security page (issue 25) shares: where a session may use the page, the
// hosted re-authentication a change without a recent sign-in goes through first (prompt=login at the
// IdP, the user's e-mail filled in, back to the page through /authenticate as the purpose says), and
// the way a change's answer becomes the page's notice.
import 'server-only';
import { routeToPath, sessionStep } from '../flows/next-step';
import { startHostedLogin } from '../sign-in/start';
import type { Outcome } from '../http/route';
import { flashCookie } from '../session/flash';
import { gateInputOf } from '../session/page-guard';
import type { SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import { isUpstreamError } from '../upstream/errors';
import type { Tenant } from '../upstream/tenants';
import { isRecent, SECURITY_PATH } from './security';

/** What a notice on the page may say after a change (message keys under `security.notices`). */
export const SECURITY_NOTICES = ['passkeyAdded', 'passkeyRenamed', 'passkeyRemoved', 'signedOutElsewhere', 'passkeyGone', 'codesNotMade', 'confirmed'] as const;
export type SecurityNotice = (typeof SECURITY_NOTICES)[number];

/**
 * Whether this session may use the security page now: a finished sign-in on the page's errand ('here'),
 * else where it belongs. A sign-in whose MFA is only recommended is finished as SPEC §4 has it (the
 * table asks no purpose of it), so the page's purpose is what says it is on the page.
 */
export function securityStep(session: SessionData): 'here' | 'enter' | string {
  const step = sessionStep(gateInputOf(session));
  if (step !== 'ok' && step.path !== SECURITY_PATH) return routeToPath(step);
  return session.flow.purpose === 'account-security' ? 'here' : 'enter';
}

/** A route of the page's: the handler runs only for a session on it; any other goes where it belongs. */
export async function onSecurityPage(session: SessionData | null, handle: (session: SessionData) => Promise<Outcome>): Promise<Outcome> {
  if (!session) return { next: '/' };
  const at = securityStep(session);
  if (at === 'enter') return { next: SECURITY_PATH };
  return at === 'here' ? handle(session) : { next: at };
}

type Ctx = { tenant: Tenant; origin: string; session: SessionData; request: { cookies: { getAll(): { name: string; value: string }[] } } };

/**
 * The IdP's own login, asking for the password again (prompt=login), then back to the page: for a
 * change without a recent sign-in. `proveMfa`: the sign-in proves the second factor itself too (the
 * browser's device token is not sent), for new recovery codes; `changeMfa`: it then sets up a new
 * device (SPEC's MFA-update confirmation included) before it comes back.
 */
export async function reauthenticate(ctx: Ctx, o: { proveMfa?: boolean; changeMfa?: boolean } = {}): Promise<Outcome> {
  const { tenant, origin, session } = ctx;
  const flow = {
    purpose: 'account-security' as const,
    redirectUri: session.flow.redirectUri,
    temporaryMfaSetup: o.changeMfa ? (true as const) : undefined,
    proveMfa: o.proveMfa || o.changeMfa ? (true as const) : undefined,
  };
  return startHostedLogin(tenant, origin, ctx.request.cookies.getAll(), flow, { username: session.identity.email, backToLogin: `${origin}${SECURITY_PATH}` });
}

/**
 * Back on the page with a notice, and the cookies the change set. The notice takes focus (the page's
 * autofocus), so no fragment: a browser skips autofocus on a page opened at one.
 */
export async function backWith(notice: SecurityNotice, cookies: SetCookie[] = []): Promise<Outcome> {
  return { next: SECURITY_PATH, cookies: [...cookies, await flashCookie({ to: SECURITY_PATH, notice })] };
}

/**
 * A change: only with a recent sign-in (else the re-authentication first, then the user asks again);
 * the upstream's own ReauthRequired (its clock is the judge) goes the same way, and a passkey that is
 * no longer there says so on the page.
 */
export async function securityChange(
  ctx: Omit<Ctx, 'session'> & { session: SessionData | null },
  change: (session: SessionData) => Promise<Outcome>,
): Promise<Outcome> {
  return onSecurityPage(ctx.session, async (session) => {
    const here = { ...ctx, session };
    if (!isRecent(session)) return reauthenticate(here);
    try {
      return await change(session);
    } catch (err) {
      if (isUpstreamError(err, 'ReauthRequired')) return reauthenticate(here);
      if (isUpstreamError(err, 'UnknownCredential')) return backWith('passkeyGone');
      throw err;
    }
  });
}
