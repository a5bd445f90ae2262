// Partner routes: single sign-on, the partner token route's code (authx) and the stored identity's
// revocation, the partner token pair for the authx redirect, and the partner's help link.
import { matchLocale, parseAcceptLanguage } from '../../lib/i18n/resolve-locale';
import { api } from '../../lib/upstream/contract';
import { z } from 'zod';
import { randomToken } from '../crypto-utils';
import { HttpError, json, parseBody } from '../http/replies';
import { fail, serve } from '../http/serve';
import type { SeedPartner } from '../seed';
import type { Store } from '../store';
import { activeUser, openSession } from './authenticate';
import { issuePartnerIdentity, revokePartnerIdentity, rotatePartnerIdentity } from './partner-identities';
import { requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

const PARTNER_TOKEN_TTL_MS = 5 * 60 * 1000;
/** The issue's limits: an SSO token and an authx code live 60 seconds and are spent on first use. */
const SSO_TOKEN_TTL_MS = 60 * 1000;
const AUTHX_CODE_TTL_MS = 60 * 1000;

/** The tenant a request names, by code or alias code. */
function tenantCodeOf(store: Store, code: string): string | undefined {
  return store.findTenant(code)?.tenant.code;
}

/** A partner's SSO token for one of its users (what the partner's app would get from the upstream). */
export function mintSsoToken(store: Store, partnerCode: string, email: string, tenantCode: string): string {
  const tenant = tenantCodeOf(store, tenantCode);
  const user = tenant ? store.findUserByEmail(tenant, email) : undefined;
  if (!user || user.partnerCode !== partnerCode) throw new HttpError(404, 'UserNotFound', 'no such user of this partner');
  const token = randomToken();
  store.ssoTokens.set(token, { userUuid: user.uuid, tenantCode: user.tenantCode, partnerCode }, SSO_TOKEN_TTL_MS);
  return token;
}

/** The partner's help URL in the first accepted language it has one for, else English. */
function helpUrlFor(partner: SeedPartner, header: string | undefined): string | null {
  // Keycard's own negotiation, so the sandbox reads the header exactly as the app does.
  for (const lang of parseAcceptLanguage(header).map(matchLocale)) {
    const url = lang ? partner.helpUrls[lang] : undefined;
    if (url) return url;
  }
  return partner.helpUrls.en ?? null;
}

export function registerPartnerRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.partnerSso, ({ params, body }) => {
    const partner = store.findPartner(params.partnerCode ?? '');
    if (!partner) throw fail(api.partnerSso, 'PartnerNotFound');
    // Spent on its first presentation, even one that is refused below.
    const sso = store.ssoTokens.take(body.token);
    const tenant = tenantCodeOf(store, body.tenantCode);
    const user = sso && sso.partnerCode === partner.code && sso.tenantCode === tenant ? activeUser(store, sso.userUuid, sso.tenantCode) : undefined;
    if (!user) throw fail(api.partnerSso, 'TokenInvalid');
    // A partner's link presents no credential here: a change on the security page asks for one.
    return { data: openSession(store, user, { ...body, authenticatedAt: 0, method: 'partner' }) };
  });

  serve(router, api.partnerCode, ({ params, body }) => {
    const partner = store.findPartner(params.partnerCode ?? '');
    if (!partner) throw fail(api.partnerCode, 'PartnerNotFound');
    // Spent on its presentation, even one refused below: a stored identity is good once.
    const identity = rotatePartnerIdentity(store, body.token, body.userDeviceToken);
    const tenant = tenantCodeOf(store, body.tenantCode);
    const user =
      identity && identity.partnerCode === partner.code && identity.tenantCode === tenant
        ? activeUser(store, identity.userUuid, identity.tenantCode)
        : undefined;
    if (!identity || !user?.partnerCode) throw fail(api.partnerCode, 'TokenInvalid');
    const successor = issuePartnerIdentity(store, { ...user, partnerCode: user.partnerCode }, body.userDeviceToken, identity.lineage);
    const code = randomToken();
    store.authxCodes.set(
      code,
      { userUuid: user.uuid, tenantCode: user.tenantCode, codeChallenge: body.codeChallenge, identityToken: successor.token },
      AUTHX_CODE_TTL_MS,
    );
    return { code, tenantCode: user.tenantCode, identityToken: successor };
  });

  // Idempotent: an unknown or already revoked identity is already gone.
  serve(router, api.partnerIdentityRevoke, ({ body }) => {
    revokePartnerIdentity(store, body.token);
  });

  serve(router, api.partnerToken, ({ params, body }) => {
    const partner = store.findPartner(params.partnerCode ?? '');
    if (!partner) throw fail(api.partnerToken, 'PartnerNotFound');
    const { grant } = requireSession(store, body.token);
    const token = randomToken();
    store.partnerTokens.set(token, { ...grant, partnerCode: partner.code }, PARTNER_TOKEN_TTL_MS);
    return { token, tenantCode: grant.tenantCode };
  });

  // The e-mail is deliberately unused: known and unknown users get the same answer.
  serve(router, api.partnerHelpLink, ({ params, headers }) => {
    const partner = store.findPartner(params.partnerCode ?? '');
    return { url: partner ? helpUrlFor(partner, headers['accept-language']) : null };
  });
}

const SsoTokenRequest = z.object({ email: z.email(), tenantCode: z.string().min(1) });

/** Test-only: an SSO token for one of the partner's users, as the partner's app would hold it. */
export function registerPartnerTestRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.post('/__partners/:partnerCode/sso-tokens', ({ params, body }) => {
    const request = parseBody(SsoTokenRequest, body);
    return json(201, { token: mintSsoToken(store, params.partnerCode ?? '', request.email, request.tenantCode) });
  });
}
