// Time spent waiting on the upstream and the IdP within one request, for the Server-Timing header
// (DESIGN §10), so a benchmark or a browser's devtools can tell Keycard's own cost from theirs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { metrics } from '../metrics';

export type Dependency = 'upstream' | 'idp';
type Timings = Record<Dependency, number> & { startedAt: number };

const store = new AsyncLocalStorage<Timings>();

/** Runs `fn` with a fresh tally; the tally is what `serverTiming` reports. */
export function withTimings<T>(fn: () => Promise<T>): Promise<T> {
  return store.run({ upstream: 0, idp: 0, startedAt: performance.now() }, fn);
}

export function recordTiming(dependency: Dependency, ms: number): void {
  const t = store.getStore();
  if (t) t[dependency] += ms;
}

/** Times one awaited call to the IdP, for Server-Timing and for the IdP's duration metric by endpoint and outcome. */
export async function timedIdp<T>(endpoint: 'discovery' | 'co/authenticate' | 'token', call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let status = 'error';
  try {
    const value = await call();
    status = 'ok';
    return value;
  } finally {
    const ms = performance.now() - started;
    recordTiming('idp', ms);
    metrics().idp.observe({ endpoint, status }, ms / 1000);
  }
}

/**
 * `proxy;dur=…, upstream;dur=…, idp;dur=…, app;dur=…` for the current request: the proxy's share (it
 * passes its time on), the waits on the upstream and the IdP, and Keycard's own handler time.
 */
export function serverTiming(proxyMs: string | null): string {
  const t = store.getStore();
  const proxy = proxyMs && /^\d{1,6}(\.\d)?$/.test(proxyMs) ? proxyMs : '0';
  if (!t) return `proxy;dur=${proxy}, upstream;dur=0, idp;dur=0`;
  const total = performance.now() - t.startedAt;
  const app = Math.max(0, total - t.upstream - t.idp);
  return `proxy;dur=${proxy}, upstream;dur=${t.upstream.toFixed(1)}, idp;dur=${t.idp.toFixed(1)}, app;dur=${app.toFixed(1)}`;
}
