// Partner routes: the partner token pair for the authx path, and the partner's help link.
import { PartnerTokenRequest, type Locale, LOCALES } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import { HttpError, json, parseWith } from '../http/replies';
import type { SeedPartner } from '../seed';
import { requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

const PARTNER_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Languages from an Accept-Language header, best first (q-values honoured, regions dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { lang: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((l) => l.lang && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.lang);
}

function isLocale(lang: string): lang is Locale {
  return (LOCALES as readonly string[]).includes(lang);
}

/** The partner's help URL in the first accepted language it has one for, else English. */
function helpUrlFor(partner: SeedPartner, header: string | undefined): string | null {
  for (const lang of acceptedLanguages(header)) {
    const url = isLocale(lang) ? partner.helpUrls[lang] : undefined;
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
