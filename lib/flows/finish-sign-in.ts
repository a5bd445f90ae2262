// After the upstream has said who signed in (POST /authenticate for the IdP's callback, POST
// /verify-passkey-login for a passkey): the session, then SPEC §4's tables — the next step, or
// straight back to the calling application when the sign-in is finished (one redirect, not three).
import 'server-only';
import { SECURITY_PATH } from '../account/security';
import { clientIp } from '../http/origin';
import type { HandlerContext } from '../http/route';
import { codeOnArrival } from '../mfa/codes';
import { countFunnel } from '../metrics';
import { mobileOnArrival } from '../mfa/mobile';
import { finishStepUp, forcedLogout, isSomeoneElse } from '../passkeys/step-up';
import { declinedHere, offersPasskeyUpgrade, PASSKEY_UPGRADE_PATH } from '../passkeys/upgrade';
import { flashCookie } from '../session/flash';
import { gateInputOf } from '../session/page-guard';
import type { SetCookie } from '../session/seal';
import { newSession, partnerIdentity, pendingEmail, sessionCookie, type SessionData } from '../session/session';
import type { Identity } from '../upstream/auth';
import type { Locale } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import { trackSignIn } from '../usage';
import type { Flow } from './flow-state';
import { keepPartnerIdentity } from './partner-identity';
import { isSharedRequest } from './shared-computer';
import { routeToPath, sessionStep } from './next-step';
import { failedReturnCookies, returnToApp } from './return-to-app';

/**
 * `clientIp`: the user's address, which the MFA sends on arrival count by (Keycard's limit and the
 * upstream's). `byPassword`: the sign-in presented a password (issue 24's upgrade may follow), and
 * `passkeyOffer` is what this browser said to that offer before (its cookie's value).
 */
export type FinishContext = {
  tenant: Tenant;
  origin: string;
  locale: Locale;
  traceToken: string;
  deviceToken?: string;
  clientIp?: string;
  byPassword?: boolean;
  passkeyOffer?: string;
  /** When the sign-in's credential was presented (ms), if it presented one (issue 25's recent sign-in). */
  authenticatedAt?: number;
  /**
   * Issue 26: a shared computer (required, so no way in forgets it). No passkey is offered for it (the
   * computer's own authenticator would serve whoever uses it next), no partner identity is kept to
   * sign the next person in with, and the session serves one errand (SHARED_SESSION_MS, handed over).
   */
  sharedComputer: boolean;
};

/**
 * What every way in (the IdP's callback, a passkey, a partner's link) knows alike, from its handler's
 * context: the address and whether the computer is shared are read here, so none can forget them.
 */
export function finishContextOf(
  ctx: Pick<HandlerContext<unknown>, 'request' | 'tenant' | 'origin' | 'locale' | 'traceToken' | 'deviceToken'>,
  extra: Pick<FinishContext, 'byPassword' | 'passkeyOffer' | 'authenticatedAt'> = {},
): FinishContext {
  const { request, tenant, origin, locale, traceToken, deviceToken } = ctx;
  return { tenant, origin, locale, traceToken, deviceToken, clientIp: clientIp(request), sharedComputer: isSharedRequest(request, tenant), ...extra };
}

/** Whether this sign-in, once finished, is offered a passkey: decided once, as its session is made. */
function upgradeFollows(identity: Identity, flow: Flow, ctx: FinishContext): boolean {
  return offersPasskeyUpgrade({
    byPassword: ctx.byPassword === true && ctx.sharedComputer !== true,
    passkeysEnabled: ctx.tenant.passkeysEnabled,
    rpId: ctx.tenant.passkeyRpId,
    host: new URL(ctx.origin).hostname,
    hasPasskeys: identity.passkeys.length > 0,
    partner: identity.provider === 'authx',
    iid: flow.iid,
    purpose: flow.purpose,
    declinedHere: declinedHere(ctx.passkeyOffer),
  });
}

export async function finishSignIn(
  identity: Identity,
  flow: Flow,
  ctx: FinishContext,
  o: { cookies?: SetCookie[]; previous?: SessionData | null } = {},
): Promise<{ next: string; cookies: SetCookie[]; loggedOut?: true }> {
  const { tenant, traceToken } = ctx;
  const extra = o.cookies ?? [];
  // SPEC §4: a step-up that signed in someone else than the signed-in user forces logout.
  if (flow.purpose === 'passkey-step-up-success' && o.previous && isSomeoneElse(o.previous, identity.email)) {
    const forced = await forcedLogout(identity.token, tenant.code, traceToken);
    return { next: forced.next, cookies: [...extra, ...forced.cookies], loggedOut: true };
  }
  trackSignIn({ tenantCode: tenant.code, userType: identity.type, state: identity.state, traceToken });
  const session = newSession(identity, tenant.code, flow, {
    passkeyUpgrade: upgradeFollows(identity, flow, ctx),
    authAt: ctx.authenticatedAt,
    sharedComputer: ctx.sharedComputer,
  });
  const partner = ctx.sharedComputer ? [partnerIdentity.clear()] : await keepPartnerIdentity(identity, ctx);
  const cookies = [...extra, await sessionCookie(session), pendingEmail.clear(), ...partner];
  const step = sessionStep(gateInputOf(session));
  if (step !== 'ok') {
    // The hosted login of a step-up proved presence: the state goes back at once (SPEC §4).
    if (step.path === '/passkey-step-up' && session.flow.purpose === 'passkey-step-up-success') {
      const done = await finishStepUp(session, {}, traceToken);
      return { next: done.next, cookies: [...cookies, ...done.cookies] };
    }
    // SPEC §2: verification by text or voice sends the code as the screen opens; by the partner app, the request.
    const arrival =
      session.identity.mfaMethod?.deliveryType === 'mobile-app'
        ? await mobileOnArrival(session, step.path, traceToken, ctx.clientIp)
        : await codeOnArrival(session, step.path, ctx);
    if (step.path.startsWith('/mfa')) countFunnel(tenant.code, 'mfa_required');
    // Issue 25: back on the security page from its re-authentication, the user hears they may go on.
    if (step.path === SECURITY_PATH && flow.hostedLogin) cookies.push(await flashCookie({ to: SECURITY_PATH, notice: 'confirmed' }));
    const notice = arrival.refused ? [await flashCookie({ to: step.path, ...arrival.refused })] : [];
    return { next: routeToPath(step), cookies: [...cookies, ...arrival.cookies, ...notice] };
  }
  if (session.passkeyUpgrade) return { next: PASSKEY_UPGRADE_PATH, cookies };
  // Issue 25: a sign-in for the security page that SPEC §4 calls finished (its MFA only recommended) goes there too.
  if (session.flow.purpose === 'account-security') {
    const confirmed = flow.hostedLogin ? [await flashCookie({ to: SECURITY_PATH, notice: 'confirmed' })] : [];
    return { next: SECURITY_PATH, cookies: [...cookies, ...confirmed] };
  }
  // Issue 26: a shared computer's finished sign-in first ends its IdP session (the callback's hop),
  // then goes back from /authorize: only a path of ours ever waits in a cookie, never a token.
  if (ctx.sharedComputer) return { next: '/authorize', cookies };
  const back = await returnToApp(session, tenant, { deviceToken: ctx.deviceToken, traceToken });
  if (back.ok) return { next: back.url, cookies: [...cookies, ...back.cookies] };
  return { next: '/', cookies: [...cookies, ...(await failedReturnCookies(session, back.tokenRefused))] };
}
