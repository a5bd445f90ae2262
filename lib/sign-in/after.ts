// What follows a sign-in, decided in one place (issue 36): SPEC §4's tables (`sessionStep`), then
// Keycard's own holds (the passkey offer, the security page's errand), else back to the calling
// application by the one way back (`backToApp`). The IdP's callback, every other way in, /authorize
// and leaving the passkey offer all ask here.
import 'server-only';
import { routeToPath, sessionStep, type Route } from '../flows/next-step';
import { OWN_PAGES, ownPageOf } from '../flows/purposes';
import { isAllowedRedirectUri } from '../flows/redirect-uri';
import { logger } from '../logger';
import { countFunnel } from '../metrics';
import { PASSKEY_UPGRADE_PATH, upgradePending } from '../passkeys/upgrade';
import { flashCookie } from '../session/flash';
import { gateInputOf } from '../session/page-guard';
import { clearSessionCookie, sessionCookie, type SessionData } from '../session/session';
import { authorizeRedirect, createUserDeviceToken } from '../upstream/auth';
import { isUpstreamError } from '../upstream/errors';
import { generatePartnerToken } from '../upstream/partners';
import type { Tenant } from '../upstream/tenants';
import { cookiesGoneAt, type SetCookie } from './cookies';
import { deviceTokenCookie, deviceTokenOf, type DeviceToken } from './device';
import type { SignInMode } from './mode';

export type AfterSignIn =
  /** A step of SPEC §4's tables is outstanding (MFA, a password, the verification prompt, the expiry warning). */
  | { step: Route }
  /** One of Keycard's own pages comes first: the passkey offer (issue 24), the security page's errand (issue 25). */
  | { page: string }
  /** Finished: back to the calling application. */
  | 'back';

export function afterSignIn(session: SessionData): AfterSignIn {
  const step = sessionStep(gateInputOf(session));
  if (step !== 'ok') return { step };
  if (upgradePending(session)) return { page: PASSKEY_UPGRADE_PATH };
  // A sign-in for one of Keycard's own pages that SPEC §4 calls finished (its MFA only recommended) goes there too.
  const own = ownPageOf(session.flow.purpose);
  if (own === 'team') return { page: session.flow.teamPath ?? OWN_PAGES.team };
  if (own) return { page: OWN_PAGES[own] };
  return 'back';
}

/** Where `afterSignIn` sends the browser, as a path of ours ('/authorize' for a finished sign-in). */
export function afterSignInPath(after: AfterSignIn): string {
  return after === 'back' ? '/authorize' : 'step' in after ? routeToPath(after.step) : after.page;
}

/** What the way back needs of the request: the browser's mode, its device token and the cookies it sent. */
export type BackContext = { tenant: Tenant; mode: SignInMode; device: DeviceToken | undefined; sent: readonly { name: string }[] };

/** The way back's context from a handler's. */
export function backContextOf(ctx: {
  tenant: Tenant;
  mode: SignInMode;
  device: DeviceToken | undefined;
  request: { cookies: { getAll(): { name: string }[] } };
}): BackContext {
  return { tenant: ctx.tenant, mode: ctx.mode, device: ctx.device, sent: ctx.request.cookies.getAll() };
}

/**
 * Back to the calling application (SPEC §4's Authenticated page, last branches): the URI asked for,
 * else the stored one, else the user's default, with the application's token (the upstream authorises
 * the URI for the tenant) and a device token; or, for an authx identity, the partner token pair. When
 * that fails the user goes to Root (SPEC §8) with the stored URI dropped (or the whole session, when
 * the upstream no longer honours its token), and Root's login skips the silent try, so Root → login
 * → silent sign-in → authorize cannot loop (DESIGN §5).
 */
export async function backToApp(session: SessionData, ctx: BackContext, requested?: string): Promise<{ next: string; cookies: SetCookie[] }> {
  try {
    return await returnToApp(session, ctx, requested);
  } catch (err) {
    logger.warn({ err: String(err) }, 'redirect not authorised');
    const tokenRefused = isUpstreamError(err, 'TokenInvalid');
    const kept = tokenRefused ? clearSessionCookie() : await sessionCookie({ ...session, flow: { ...session.flow, redirectUri: undefined } });
    return { next: '/', cookies: [kept, await flashCookie({ to: '/login', skipSilent: true })] };
  }
}

async function returnToApp(session: SessionData, ctx: BackContext, requested: string | undefined): Promise<{ next: string; cookies: SetCookie[] }> {
  const { tenant, mode } = ctx;
  const target = requested ?? session.flow.redirectUri ?? session.identity.defaultRedirectUri ?? undefined;
  if (!target) throw new Error('no redirect URI to return to');
  const cookies = await handedOver(session, ctx);
  if (session.identity.provider === 'authx' && session.identity.partnerCode) {
    // The partner token goes only to a URI the tenant allows (the upstream is not asked here).
    if (!isAllowedRedirectUri(target, tenant.redirectUris)) throw new Error('partner redirect not allowed');
    const pair = await generatePartnerToken(session.identity.partnerCode, session.token);
    const url = new URL(target);
    url.searchParams.set('tenantCode', pair.tenantCode);
    url.searchParams.set('token', pair.token);
    countFunnel(tenant.code, 'completed');
    return { next: url.href, cookies };
  }
  // The browser's device token goes on only if it is this user's (issue 36: never the person's before
  // at the same browser); else the application gets one minted for this sign-in. A shared computer's
  // browser holds none and keeps none (the cookie table), so only its application has it.
  const own = deviceTokenOf(ctx.device, session.identity.uuid);
  // The redirect's authorisation and a new device token do not depend on each other: ask at once.
  const [redirectUrl, minted] = await Promise.all([
    authorizeRedirect(session.token, target),
    own
      ? undefined
      : createUserDeviceToken(session.token).catch((err: unknown) => {
          logger.warn({ err: String(err) }, 'no device token this time');
          return undefined;
        }),
  ]);
  if (minted && !mode.shared) cookies.push(await deviceTokenCookie(minted, session.identity.uuid));
  const url = new URL(redirectUrl);
  const deviceToken = own ?? minted;
  if (deviceToken) url.searchParams.set('userDeviceToken', deviceToken);
  countFunnel(tenant.code, 'completed');
  return { next: url.href, cookies };
}

/**
 * The session as it goes back to its application: a re-authentication's purpose is done (and with it
 * a partner user's SameSite=None session cookie: SPEC §6 wants it for that flow only); a shared
 * computer's sign-in is handed over (issue 26): its session serves only its logout from now on, and
 * the browser forgets what the cookie table says a hand-over ends.
 */
async function handedOver(session: SessionData, ctx: BackContext): Promise<SetCookie[]> {
  const reauth = session.flow.purpose === 'reauth';
  const shared = session.sharedComputer === true || ctx.mode.shared;
  if (!reauth && !shared) return [];
  const { purpose: _done, ...rest } = session.flow;
  const sealed = await sessionCookie({ ...session, flow: reauth ? rest : session.flow, ...(shared ? { handedOver: true as const } : {}) });
  return [...(shared ? cookiesGoneAt('handOver', ctx.sent, { shared: true }) : []), sealed];
}
