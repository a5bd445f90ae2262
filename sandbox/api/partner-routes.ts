// Partner routes: the partner token pair for the authx path, and the partner's help link.
import { matchLocale, parseAcceptLanguage } from '../../lib/i18n/resolve-locale';
import { api } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import { fail, serve } from '../http/serve';
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
