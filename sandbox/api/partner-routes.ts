// Partner routes: the partner token pair for the authx path, and the partner's help link.
import { matchLocale, parseAcceptLanguage } from '../../lib/i18n/resolve-locale';
import { PartnerTokenRequest } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import { HttpError, json, parseWith } from '../http/replies';
import type { SeedPartner } from '../seed';
import { requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

const PARTNER_TOKEN_TTL_MS = 5 * 60 * 1000;

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
  router.post('/partners/:partnerCode/generate-token', ({ params, body }) => {
    const partner = store.findPartner(params.partnerCode ?? '');
    if (!partner) throw new HttpError(404, 'PartnerNotFound');
    const request = parseWith(PartnerTokenRequest, body);
    const { grant } = requireSession(store, request.token);
    const token = randomToken();
    store.partnerTokens.set(token, { ...grant, partnerCode: partner.code }, PARTNER_TOKEN_TTL_MS);
    return json(200, { token, tenantCode: grant.tenantCode });
  });

  // The e-mail is deliberately unused: known and unknown users get the same answer.
  router.get('/partners/:partnerCode/users/:email/help-link', ({ params, headers }) => {
    const partner = store.findPartner(params.partnerCode ?? '');
    return json(200, { url: partner ? helpUrlFor(partner, headers['accept-language']) : null });
  });
}
