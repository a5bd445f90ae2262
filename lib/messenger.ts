// SPEC §7's messenger client (DESIGN §10): created on the configured domains only. Its script
// (MESSENGER_SCRIPT_URL) is loaded after the page is usable (the load event, then an idle moment), by
// a few lines of inline script under the page's CSP nonce, and its origin is added to the CSP only on
// those domains. Off unless both settings are given; the sandbox gives neither.
import type { Config } from './config';

export type Messenger = { scriptUrl: string; origin: string };

/** The messenger for a host name (no port): an exact entry, or a `*.domain` entry for its subdomains. */
export function messengerFor(hostname: string | null, messenger: Config['messenger']): Messenger | null {
  if (!messenger || !hostname) return null;
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
