// Theme assets (logos, favicons) and the help and support pages the themes link to. The pages
// say which theme and locale they are, so end-to-end tests can tell the links apart.
import { escapeHtml, page } from '../http/html';
import { HttpError, html, type Reply } from '../http/replies';
import { BRAND_ASSETS } from './brand-assets';
import type { ApiDeps, ApiRouter } from './types';

/** Keycard's pages on another origin load these: allow cross-origin use explicitly. */
const ASSET_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=3600',
  'x-content-type-options': 'nosniff',
};

function helpPage(title: string, marker: string, lang: string): Reply {
  const body = `<main><h1>${escapeHtml(title)}</h1><p data-help-page="${escapeHtml(marker)}">Help page: ${escapeHtml(marker)}</p></main>`;
  return html(200, page(title, body, lang));
}

export function registerStaticRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.get('/assets/:theme/:file', ({ params }) => {
    const kind = ({ 'logo.svg': 'logo', 'logo-dark.svg': 'logoDark', 'favicon.svg': 'favicon' } as const)[params.file ?? ''];
    const svg = kind && BRAND_ASSETS[params.theme ?? '']?.[kind];
    if (!svg) throw new HttpError(404, 'NotFound');
    return { status: 200, headers: ASSET_HEADERS, body: svg };
  });

  // Only the locales the theme links to exist, so a wrong fallback shows up as a 404 in tests.
  router.get('/help/:theme/:locale', ({ params }) => {
    const found = store.findTenant(params.theme ?? '');
    const locale = params.locale ?? '';
    const locales = found ? Object.keys(found.theme.links.loginHelpUrlLocales) : [];
    if (!found || found.theme.code !== params.theme || !locales.includes(locale)) throw new HttpError(404, 'NotFound');
    return helpPage(`${found.theme.name} login help (${locale})`, `${found.theme.code}-${locale}`, locale);
  });

  router.get('/help/partners/:partner/:locale', ({ params }) => {
    const partner = store.findPartner(params.partner ?? '');
    const locale = params.locale ?? '';
    if (!partner || !Object.keys(partner.helpUrls).includes(locale)) throw new HttpError(404, 'NotFound');
    return helpPage(`${partner.code} partner help (${locale})`, `partner-${partner.code}-${locale}`, locale);
  });

  router.get('/support/:theme', ({ params }) => {
    const found = store.findTenant(params.theme ?? '');
    if (!found || found.theme.code !== params.theme) throw new HttpError(404, 'NotFound');
    return helpPage(`${found.theme.name} support`, `support-${found.theme.code}`, 'en');
  });
}
