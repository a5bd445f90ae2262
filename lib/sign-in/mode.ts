// What a sign-in is, resolved once per request (issue 36): whether the browser is a shared computer,
// the tenant's front-desk network it is on, and the client's address. The route wrapper hands it to
// every handler (`ctx.mode`) and pages read it with `getSignInMode()`; nothing else works it out.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { clientIp } from '../http/origin';
import { getRequestContext } from '../request-context';
import type { Tenant } from '../upstream/tenants';
import { COOKIE, plainCookie, type SetCookie } from './cookies';
import { frontDeskNetwork } from './front-desk';

/** What this browser's last sign-in chose at the e-mail stage: a shared computer, someone's own, or nothing yet. */
export type SharedChoice = 'on' | 'off' | undefined;

export function sharedChoiceOf(value: string | undefined): SharedChoice {
  return value === 'on' || value === 'off' ? value : undefined;
}

export type SignInMode = {
  /**
   * A shared computer (issue 26): no e-mail remembered, no IdP session kept, no silent sign-in, no
   * passkey offered for the computer, no device token, one errand per sign-in (the cookie table's
   * `shared` fates).
   */
  shared: boolean;
  /** The tenant's front-desk network the client is in (its range as declared), if any. */
  frontDesk: string | undefined;
  /** The client's address (DESIGN §3.2: the user's own, never Keycard's), if known. */
  client: string | undefined;
};

/**
 * A browser is a shared computer always on one of the tenant's front-desk networks (the tenant
 * declared its computers shared: the box is ticked there and cannot be unticked), elsewhere as its
 * last sign-in chose.
 */
export function isShared(choice: SharedChoice, frontDesk: boolean): boolean {
  return frontDesk || choice === 'on';
}

type Sent = { headers: { get(name: string): string | null }; cookies: { get(name: string): { value: string } | undefined } };

/** The mode of a request to this tenant; `chosen`: the choice its own answer makes (the e-mail stage's). */
export function modeOf(request: Sent, tenant: Pick<Tenant, 'frontDeskNetworks'>, chosen?: SharedChoice): SignInMode {
  const client = clientIp(request);
  const frontDesk = frontDeskNetwork(tenant, client);
  const choice = chosen ?? sharedChoiceOf(request.cookies.get(COOKIE.shared)?.value);
  return { shared: isShared(choice, frontDesk !== undefined), frontDesk, client };
}

/** The mode of the page being rendered (pages cannot set cookies: they only read it). */
export const getSignInMode = cache(async (): Promise<SignInMode> => {
  const [h, jar, { tenant }] = await Promise.all([headers(), cookies(), getRequestContext()]);
  return modeOf({ headers: h, cookies: jar }, tenant ?? { frontDeskNetworks: [] });
});

/** The choice, remembered on this browser until someone changes it. */
export function sharedChoiceCookie(shared: boolean): SetCookie {
  return plainCookie('shared', shared ? 'on' : 'off');
}
