// After the upstream has said who signed in (POST /authenticate for the IdP's callback, POST
// /verify-passkey-login for a passkey): the session, then SPEC §4's tables — the next step, or
// straight back to the calling application when the sign-in is finished (one redirect, not three).
import 'server-only';
import { SECURITY_PATH } from '../account/security';
import type { HandlerContext } from '../http/route';
import { codeOnArrival } from '../mfa/codes';
import { countFunnel } from '../metrics';
import { mobileOnArrival } from '../mfa/mobile';
import { finishStepUp, forcedLogout, isSomeoneElse } from '../passkeys/step-up';
import { declinedHere, offersPasskeyUpgrade } from '../passkeys/upgrade';
import { flashCookie } from '../session/flash';
import type { SetCookie } from '../session/seal';
import { newSession, sessionCookie, type SessionData } from '../session/session';
import { partnerIdentity, pendingEmail } from './notes';
import { logout, type Identity } from '../upstream/auth';
import { alertNewBrowser } from '../upstream/sessions';
import { logger } from '../logger';
import { hasSignedInHere, rememberHere, type KnownHere } from './known-browser';
import type { Locale } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import { trackSignIn } from '../usage';
import type { Flow } from '../flows/flow-state';
import { afterSignIn, backToApp } from './after';
import { cookiesGoneAt } from './cookies';
import type { DeviceToken } from './device';
import type { SignInMode } from './mode';
import { keepPartnerIdentity } from './partner-identity';
import { routeToPath } from '../flows/next-step';
import { SET_UP_PATH, setUpOnArrival } from './set-up';

/**
 * `mode`: what the sign-in is (a shared computer, its front-desk network, the client's address, which
 * the MFA sends on arrival count by). `credentialPresented`: the sign-in presented a password here (issue 24's
 * upgrade may follow), and `passkeyOffer` is what this browser said to that offer before.
 */
export type FinishContext = {
  tenant: Tenant;
  origin: string;
  locale: Locale;
  traceToken: string;
  mode: SignInMode;
  device: DeviceToken | undefined;
  knownAccounts: () => Promise<KnownHere>;
  /** The cookies the browser sent (what the last sign-in left goes: the cookie table's `signIn` fate). */
  sent: readonly { name: string }[];
  credentialPresented?: boolean;
  passkeyOffer?: string;
  /** When the sign-in's credential was presented (ms), if it presented one (issue 25's recent sign-in). */
  authenticatedAt?: number;
};

/**
 * What every way in (the IdP's callback, a passkey, a partner's link) knows alike, from its handler's
 * context (the mode the route wrapper resolved), so none can forget it.
 */
export function finishContextOf(
  ctx: Pick<HandlerContext<unknown>, 'request' | 'tenant' | 'origin' | 'locale' | 'traceToken' | 'mode' | 'device' | 'knownAccounts'>,
  extra: Pick<FinishContext, 'credentialPresented' | 'passkeyOffer' | 'authenticatedAt'> = {},
): FinishContext {
  const { request, tenant, origin, locale, traceToken, mode, device, knownAccounts } = ctx;
  return { tenant, origin, locale, traceToken, mode, device, knownAccounts, sent: request.cookies.getAll(), ...extra };
}

/** Whether this sign-in, once finished, is offered a passkey: decided once, as its session is made. */
function upgradeFollows(identity: Identity, flow: Flow, ctx: FinishContext): boolean {
  return offersPasskeyUpgrade({
    // Issue 26: never on a shared computer, whose own authenticator would serve whoever uses it next.
    credentialPresented: ctx.credentialPresented === true && !ctx.mode.shared,
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

/**
 * Issue 40: a browser new to the account (its device cookie does not know it) has the upstream mail
 * the account, unless it is on one of the tenant's front-desk networks, where every sign-in is a new
 * browser's; a shared computer's ticked box does not silence it. The browser knows the account from
 * now on (never a shared computer: the next person there is someone else). Answers the cookie.
 */
async function knownFromNowOn(identity: Identity, ctx: FinishContext): Promise<SetCookie[]> {
  const account = { tenantCode: ctx.tenant.code, email: identity.email };
  const known = await ctx.knownAccounts();
  // Only a finished sign-in makes a browser known: a password given and its sign-in dropped does not
  // (else posting the password twice would silence the alert: security review H1).
  const knew = hasSignedInHere(known, account);
  if (!knew && !ctx.mode.frontDesk) {
    // Within the minute, not in the sign-in's way: the user goes on while the upstream mails.
    void alertNewBrowser(identity.token).catch((err: unknown) => logger.warn({ err: String(err) }, 'the new-browser alert could not be asked for'));
  }
  return ctx.mode.shared ? [] : [await rememberHere(known, account, { signedIn: true })];
}

/**
 * The upstream forgets a sign-in this browser replaced (one it cannot reach now expires on its own);
 * the same user's new one takes on what it knew of the browser (its IdP session, its device token).
 */
async function endReplaced(previous: SessionData, next: Identity): Promise<void> {
  const successor = previous.identity.uuid === next.uuid ? { successor: next.token } : {};
  await logout({ token: previous.token, tenantCode: previous.tenantCode, ...successor }).catch((err: unknown) =>
    logger.warn({ err: String(err) }, 'the replaced sign-in could not be ended upstream'),
  );
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
    const forced = await forcedLogout(identity.token, tenant.code);
    return { next: forced.next, cookies: [...extra, ...forced.cookies], loggedOut: true };
  }
  trackSignIn({ tenantCode: tenant.code, userType: identity.type, state: identity.state, traceToken });
  const shared = ctx.mode.shared;
  const session = newSession(identity, tenant.code, flow, {
    passkeyUpgrade: upgradeFollows(identity, flow, ctx),
    authAt: ctx.authenticatedAt,
    sharedComputer: shared,
  });
  // Issue 26: on a shared computer no partner identity is kept to sign the next person in with.
  const partner = shared ? [partnerIdentity.clear()] : await keepPartnerIdentity(identity, ctx);
  const remembered = await knownFromNowOn(identity, ctx);
  // The sign-in this browser held before is over: the account's list of sign-ins does not keep it.
  if (o.previous && o.previous.token !== identity.token) void endReplaced(o.previous, identity);
  // What the sign-in before left that was its alone (unsaved recovery codes, say) goes first.
  const cookies = [...cookiesGoneAt('signIn', ctx.sent, { shared }), ...extra, await sessionCookie(session), pendingEmail.clear(), ...partner, ...remembered];
  const after = afterSignIn(session);
  if (after !== 'back' && 'step' in after) {
    const { step } = after;
    // The hosted login of a step-up proved presence: the state goes back at once (SPEC §4).
    if (step.path === '/passkey-step-up' && session.flow.purpose === 'passkey-step-up-success') {
      const done = await finishStepUp(session, {});
      return { next: done.next, cookies: [...cookies, ...done.cookies] };
    }
    // SPEC §2: verification by text or voice sends the code as the screen opens; by the partner app, the request.
    // Issue 38: a temporary pass's set-up begins the app's registration where a second factor is asked.
    if (step.path === SET_UP_PATH) return { next: SET_UP_PATH, cookies: [...cookies, ...(await setUpOnArrival(session, step.path, tenant.theme.name))] };
    const arrival =
      session.identity.mfaMethod?.deliveryType === 'mobile-app'
        ? await mobileOnArrival(session, step.path, ctx.mode.client)
        : await codeOnArrival(session, step.path, ctx);
    if (step.path.startsWith('/mfa')) countFunnel(tenant.code, 'mfa_required');
    // Issue 25: back on the security page from its re-authentication, the user hears they may go on.
    if (step.path === SECURITY_PATH && flow.hostedLogin) cookies.push(await flashCookie({ to: SECURITY_PATH, notice: 'confirmed' }));
    const notice = arrival.refused ? [await flashCookie({ to: step.path, ...arrival.refused })] : [];
    return { next: routeToPath(step), cookies: [...cookies, ...arrival.cookies, ...notice] };
  }
  if (after !== 'back') {
    const confirmed = after.page === SECURITY_PATH && flow.hostedLogin ? [await flashCookie({ to: SECURITY_PATH, notice: 'confirmed' })] : [];
    return { next: after.page, cookies: [...cookies, ...confirmed] };
  }
  // Issue 26: a shared computer's finished sign-in first ends its IdP session (the callback's hop),
  // then goes back from /authorize: only a path of ours ever waits in a cookie, never a token.
  if (shared) return { next: '/authorize', cookies };
  const back = await backToApp(session, ctx);
  return { next: back.next, cookies: [...cookies, ...back.cookies] };
}
