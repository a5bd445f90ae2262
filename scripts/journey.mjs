// A whole password sign-in over HTTP, as a browser without JavaScript makes it: the login page, the
// e-mail stage, the password stage, the IdP's redirects and the callback, to the calling application.
// Each Keycard hop is timed, and its Server-Timing says how much of that was the upstream's and the
// IdP's. Used by `npm run bench` (the journey figure); no browser, so it measures Keycard, not Chromium.
import { Agent, request } from 'undici';

const agent = new Agent({ keepAliveTimeout: 10_000, connections: 16 });

/** A browser's User-Agent: Next serves a page differently to a client that sends none (as to a bot). */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** A tiny cookie jar per origin: enough for Keycard's and the IdP's cookies. */
function jar() {
  const store = new Map();
  return {
    header(origin) {
      const c = store.get(origin);
      return c && c.size ? [...c].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
    },
    /** One cookie's value, if the jar holds it. */
    get(origin, name) {
      return store.get(origin)?.get(name);
    },
    take(origin, setCookie) {
      const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
      const c = store.get(origin) ?? new Map();
      for (const line of list) {
        const [pair, ...attrs] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
        if (expired) c.delete(name);
        else c.set(name, value);
      }
      store.set(origin, c);
    },
  };
}

function timingOf(header) {
  const out = { proxy: 0, upstream: 0, idp: 0 };
  for (const part of String(header ?? '').split(',')) {
    const m = part.trim().match(/^(\w+);dur=([\d.]+)/);
    if (m && m[1] in out) out[m[1]] += Number(m[2]);
  }
  return out;
}

/**
 * A browser without JavaScript on Keycard: `keycard(method, path, body)` makes one timed request
 * with this browser's cookies (a form post when there is a body), `follow(location)` follows
 * redirects through Keycard and the IdP until a page answers (`{ page: url }`) or the browser leaves
 * both (`{ left: url }`), and `hops` holds every Keycard request with its Server-Timing (and, given
 * `cpu` (a function that reads the server's CPU ms so far), the server's CPU time meanwhile).
 */
export function browserOn({ web, host, idp, idpHost, cpu, offer, forwardedFor, known, device, shared }) {
  const cookies = jar();
  // A shared computer's browser (issue 26): its last sign-in ticked the box.
  if (shared) cookies.take('keycard', `${SHARED}=on`);
  // What this browser said to the passkey offer after a password sign-in before (issue 24), if anything.
  if (offer) cookies.take('keycard', `${PASSKEY_OFFER}=${offer}`);
  // The device cookie of a browser that signed in here before (issue 26, 36): its owner's own browser.
  if (known) cookies.take('keycard', `${KNOWN_ACCOUNTS}=${known}`);
  // The device token its last sign-in left (SPEC §9, a year's cookie): its owner's application gets it
  // again, where a browser without one has a new one minted (an upstream call and a sealed cookie).
  if (device) cookies.take('keycard', `${DEVICE}=${device}`);
  const hops = [];
  const keycard = async (method, path, body) => {
    const cpuBefore = cpu?.();
    const started = performance.now();
    const res = await request(`${web}${path}`, {
      method,
      dispatcher: agent,
      headers: {
        host,
        'user-agent': BROWSER_UA,
        cookie: cookies.header('keycard'),
        // The client's address as a trusted proxy says it (a Keycard with TRUST_PROXY): the load run's hotel.
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}`, 'sec-fetch-site': 'same-origin' } : {}),
      },
      body,
    });
    await res.body.dump();
    const ms = performance.now() - started;
    cookies.take('keycard', res.headers['set-cookie']);
    hops.push({ hop: `${method} ${path.split('?')[0]}`, ms, cpu: cpu ? cpu() - cpuBefore : undefined, ...timingOf(res.headers['server-timing']) });
    return { status: res.statusCode, location: res.headers.location };
  };
  async function follow(location) {
    let next = location;
    for (let i = 0; i < 20; i++) {
      const url = new URL(next);
      if (url.host === idpHost) {
        const res = await request(`${idp}${url.pathname}${url.search}`, {
          dispatcher: agent,
          headers: { host: idpHost, 'user-agent': BROWSER_UA, cookie: cookies.header('idp') },
        });
        await res.body.dump();
        cookies.take('idp', res.headers['set-cookie']);
        next = new URL(res.headers.location, url).href;
      } else if (url.host === host) {
        const res = await keycard('GET', `${url.pathname}${url.search}`);
        if (!res.location) return { page: url.href };
        next = new URL(res.location, url).href;
      } else {
        return { left: url.origin + url.pathname };
      }
    }
    throw new Error('too many redirects');
  }
  /** A page's HTML, as this browser gets it (not timed: for measuring what the page ships). */
  async function html(path) {
    const res = await request(`${web}${path}`, { dispatcher: agent, headers: { host, 'user-agent': BROWSER_UA, cookie: cookies.header('keycard') } });
    cookies.take('keycard', res.headers['set-cookie']);
    return { status: res.statusCode, text: await res.body.text() };
  }
  return { keycard, follow, html, hops, cookies };
}

const PASSKEY_OFFER = '__Host-passkey-offer';
const SHARED = '__Host-shared';
/** The limits' device cookie: the accounts this browser signed in as with a password. */
const KNOWN_ACCOUNTS = '__Host-known';
/** The browser's device token (SPEC §9), sealed with whose it is (issue 36). */
const DEVICE = '__Host-device';
/** Where /passkey-upgrade's refresh takes a browser without JavaScript (lib/passkeys/upgrade.ts). */
const UPGRADE_UNABLE = '/api/passkey/upgrade?unable';

/**
 * One sign-in. `web` is Keycard's loopback origin and `host` the tenant host to claim; `idp` the
 * IdP's loopback origin and `idpHost` its Host. Returns the Keycard hops with their times, and where
 * the browser landed: the calling application (`landedOn`), or a Keycard page with a step to take
 * (`page`, e.g. MFA), with the browser to take it in.
 *
 * A browser that signs in every shift has answered the passkey offer (issue 24) long ago: by default
 * this one has ("Not now", today), so the offer is not made. `offered`: a browser new to it, which
 * goes on from /passkey-upgrade as one without JavaScript does (its refresh), unless `stayOnOffer`.
 * `forwardedFor`: the client's address, for a Keycard behind a trusted proxy (the load run's hotel).
 */
export async function signInOnce({
  web,
  host,
  idp,
  idpHost,
  email,
  password,
  redirectUri,
  cpu,
  offered = false,
  stayOnOffer = false,
  forwardedFor,
  known,
  device,
  shared,
}) {
  const browser = browserOn({ web, host, idp, idpHost, cpu, offer: offered ? undefined : `later.${Date.now()}`, forwardedFor, known, device, shared });
  const { keycard, follow, hops } = browser;
  const toPath = (location) => {
    const u = new URL(location);
    return `${u.pathname}${u.search}`;
  };

  // Without a redirect URI the sign-in returns to the user's default (and SPEC §4's applyMfa holds).
  const flow = redirectUri ? { redirectUri } : {};
  const login = await keycard('GET', redirectUri ? `/login?redirectUri=${encodeURIComponent(redirectUri)}` : '/login');
  if (login.status !== 200) throw new Error(`/login answered ${login.status}`);
  // On a shared computer the e-mail stage's box is ticked (its answer keeps the choice).
  const stage1 = await keycard('POST', '/api/login/email', new URLSearchParams({ email, ...flow, ...(shared ? { shared: 'on' } : {}) }).toString());
  if (stage1.status !== 303) throw new Error(`e-mail stage answered ${stage1.status}`);
  const stage2Page = await keycard('GET', toPath(stage1.location));
  if (stage2Page.status !== 200) throw new Error(`password page answered ${stage2Page.status}`);
  const next = (await keycard('POST', '/api/login/password', new URLSearchParams({ email, password, ...flow }).toString())).location;
  if (!next || !next.includes('login_ticket=')) throw new Error(`password stage did not go to the IdP: ${next}`);

  // The IdP's redirects (not Keycard's time), then Keycard's until the calling application.
  let end = await follow(next);
  if (end.page && new URL(end.page).pathname === '/passkey-upgrade' && !stayOnOffer) end = await follow(new URL(UPGRADE_UNABLE, end.page).href);
  return {
    hops,
    landedOn: end.left,
    page: end.page,
    browser,
    known: browser.cookies.get('keycard', KNOWN_ACCOUNTS),
    device: browser.cookies.get('keycard', DEVICE),
  };
}

/**
 * One badge sign-in (issue 38) as a browser without JavaScript makes it: the badge stage, its code,
 * the PIN page, the PIN, then the IdP and Keycard until the calling application. Always a shared
 * computer's: the callback's hop ends the IdP session before going back.
 */
export async function badgeSignInOnce({ web, host, idp, idpHost, badgeCode, pin, redirectUri, cpu }) {
  const browser = browserOn({ web, host, idp, idpHost, cpu });
  const { keycard, follow, hops } = browser;
  const flow = { redirectUri };
  const stage = await keycard('GET', `/login/badge?redirectUri=${encodeURIComponent(redirectUri)}`);
  if (stage.status !== 200) throw new Error(`/login/badge answered ${stage.status}`);
  const read = await keycard('POST', '/api/login/badge', new URLSearchParams({ badgeCode, ...flow }).toString());
  const pinPath = read.location ? new URL(read.location, web).pathname + new URL(read.location, web).search : '';
  if (read.status !== 303 || !pinPath.startsWith('/login/badge/pin')) throw new Error(`badge stage answered ${read.status} → ${read.location}`);
  const pinPage = await keycard('GET', pinPath);
  if (pinPage.status !== 200) throw new Error(`PIN page answered ${pinPage.status}`);
  const next = (await keycard('POST', '/api/login/badge/pin', new URLSearchParams({ pin, ...flow }).toString())).location;
  if (!next || !next.includes('login_ticket=')) throw new Error(`PIN stage did not go to the IdP: ${next}`);
  const end = await follow(next);
  return { hops, landedOn: end.left, page: end.page, browser };
}

/** One account on the sandbox's Seaside tenant, with the seed's password and no MFA due (its test routes: faults on). */
export async function createUser(api, email) {
  const res = await request(`${api}/__users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, tenantCode: 'seaside', mfaRequiredByRemainingInDays: 30 }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 201) throw new Error(`POST /__users answered ${res.statusCode}: ${text}`);
}

/**
 * The staff who sign in: CROWD accounts, each from an address of its own behind the trusted proxy and
 * in a browser that has signed in as it before (the limits' device cookie, its device token), as a chain's staff at the
 * start of a shift are. Not one account many times at once from one address: that is a burst of
 * guesses, which the pair budget (issue 36) refuses while its attempts are in flight, and which
 * load-front-desk.mjs tries on purpose. `journey`: seasideJourney's, on a stack whose sandbox has its
 * test routes (faults on) and whose Keycard trusts the proxy's X-Forwarded-For.
 */
export async function crowdOf(journey, api, count) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`a crowd of ${count}: at least one member`);
  const stamp = Date.now().toString(36);
  const crowd = Array.from({ length: count }, (_, i) => ({
    email: `staff-${i}-${stamp}@seaside.test`,
    forwardedFor: `198.19.${Math.floor(i / 254)}.${(i % 254) + 1}`,
    known: undefined,
    device: undefined,
  }));
  for (let i = 0; i < crowd.length; i += 10) await Promise.all(crowd.slice(i, i + 10).map(({ email }) => createUser(api, email)));
  // Each browser's first sign-in as its account, a few at a time.
  for (let i = 0; i < crowd.length; i += 4)
    await Promise.all(
      crowd.slice(i, i + 4).map(async (member) => {
        const { landedOn, known, device } = await signInOnce({ ...journey, ...member });
        if (landedOn !== journey.redirectUri) throw new Error(`${member.email}'s first sign-in landed on ${landedOn}`);
        member.known = known;
        member.device = device;
      }),
    );
  let next = 0;
  /** The next member's sign-in (in turn), the browser's device cookies kept. */
  return async () => {
    const member = crowd[next++ % crowd.length];
    const result = await signInOnce({ ...journey, ...member });
    if (result.known) member.known = result.known;
    if (result.device) member.device = result.device;
    return result;
  };
}

/** The seed's sign-in on the sandbox's Seaside tenant, for a stack on `ports` (its loopback origins). */
export function seasideJourney(ports) {
  return {
    web: `http://127.0.0.1:${ports.web}`,
    host: `seaside.localhost:${ports.web}`,
    idp: `http://127.0.0.1:${ports.idp}`,
    idpHost: `localhost:${ports.idp}`,
    email: 'ada@seaside.test',
    password: 'Harbour-Lights-2024',
    redirectUri: `http://localhost:${ports.demo}/callback`,
  };
}

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
