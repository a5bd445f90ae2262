// SPEC §7's messenger client (DESIGN §10): created on the configured domains only. Its script
// (MESSENGER_SCRIPT_URL) is loaded after the page is usable (the load event, then an idle moment), by
// a few lines of inline script under the page's CSP nonce, and its origin is added to the CSP only on
// those domains. Off unless both settings are given; the sandbox gives neither.
import type { Config } from './config';

export type Messenger = { scriptUrl: string; origin: string };

/**
 * Pages that show or take the user's recovery codes (issue 25): no third party's script runs there, so
 * none can read them from the page, and the CSP names no other origin.
 */
const SECRET_PAGES: ReadonlySet<string> = new Set(['/mfa/recovery-codes', '/mfa/recovery']);

/**
 * The messenger for a host name (no port): an exact entry, or a `*.domain` entry for its subdomains;
 * never on a page of SECRET_PAGES (`path`: the request's path).
 */
export function messengerFor(hostname: string | null, messenger: Config['messenger'], path?: string): Messenger | null {
  if (!messenger || !hostname || (path !== undefined && SECRET_PAGES.has(path))) return null;
  const host = hostname.toLowerCase();
  const listed = messenger.domains.some((d) => (d.startsWith('*.') ? host.endsWith(d.slice(1)) && host.length > d.length - 1 : host === d));
  return listed ? { scriptUrl: messenger.scriptUrl, origin: messenger.origin } : null;
}

/** The inline loader: once the page has loaded and the browser is idle, the messenger's script. */
export function messengerLoader(m: Messenger, locale: string): string {
  // JSON in a script: `<` escaped so no value can close the element.
  const src = JSON.stringify(m.scriptUrl).replace(/</g, '\\u003c');
  const lang = JSON.stringify(locale).replace(/</g, '\\u003c');
  return (
    `(function(){function go(){var s=document.createElement('script');s.src=${src};s.async=true;s.setAttribute('data-locale',${lang});document.head.appendChild(s)}` +
    `function idle(){if('requestIdleCallback' in window)requestIdleCallback(go,{timeout:2000});else setTimeout(go,200)}` +
    `if(document.readyState==='complete')idle();else addEventListener('load',idle,{once:true})})()`
  );
}
