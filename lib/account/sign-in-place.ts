// Issue 40: a sign-in's browser and place as people read them: "Chrome · Windows" from its User-Agent
// (bowser: MIT, maintained, small, no native parts; ua-parser-js 2 is AGPL), and its address with the
// last part hidden, or the tenant's front-desk network it is in. Pure: the security page, the "This
// wasn't me" page and the sandbox's alert mail share it.
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import { parseAddress } from '../sign-in/address';

export type Device = {
  /** The browser's name (Chrome, Safari, Microsoft Edge…), if the User-Agent says. */
  browser?: string;
  /** The system's name (Windows, macOS, iOS, Android…), if it says. */
  os?: string;
  /** A phone or tablet rather than a computer. */
  mobile: boolean;
};

/**
 * The names shown: those bowser knows. Its fallback for a User-Agent it does not know is the text
 * before the last "/", which is the sender's to choose ("Call +1 555 0100, your account is locked/1"):
 * never shown, on the page or in the alert (security review M1).
 */
const BROWSERS: ReadonlySet<string> = new Set(Object.values(Bowser.BROWSER_MAP));
const SYSTEMS: ReadonlySet<string> = new Set(Object.values(Bowser.OS_MAP));

/** What the User-Agent says of the browser, in names bowser knows; nothing for anything else. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = userAgent?.trim();
  if (!ua) return { mobile: false };
  const parsed = Bowser.parse(ua);
  const platform = parsed.platform.type;
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  return {
    ...(browser && BROWSERS.has(browser) ? { browser } : {}),
    ...(os && SYSTEMS.has(os) ? { os } : {}),
    mobile: platform === 'mobile' || platform === 'tablet',
  };
}

/**
 * The address with its last part hidden (an IPv4 address's last number, an IPv6 address's interface
 * half): enough to tell the hotel's network from a stranger's, not to find a person. Nothing for one
 * that is not an address.
 */
export function maskedAddress(address: string | null | undefined): string | undefined {
  const ip = parseAddress(address ?? undefined);
  if (!ip) return undefined;
  if (ip.kind() === 'ipv4') return `${(ip as ipaddr.IPv4).octets.slice(0, 3).join('.')}.*`;
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}:*`;
}
