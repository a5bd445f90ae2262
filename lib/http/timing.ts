// The request's own store, for what every call within it needs without being handed it: its trace
// token, and the time spent waiting on the upstream and the IdP for the Server-Timing header (DESIGN
// §10), so a benchmark or a browser's devtools can tell Keycard's own cost from theirs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { metrics } from '../metrics';
import { clientSpan } from '../telemetry/tracing';

export type Dependency = 'upstream' | 'idp';
type Timings = Record<Dependency, number> & { startedAt: number; traceToken?: string };

const store = new AsyncLocalStorage<Timings>();

/** Runs `fn` with a fresh tally (what `serverTiming` reports) and the request's trace token. */
export function withTimings<T>(fn: () => Promise<T>, traceToken?: string): Promise<T> {
  return store.run({ upstream: 0, idp: 0, startedAt: performance.now(), traceToken }, fn);
}

/** The trace token of the route handler being run (the upstream client sends it on every call). */
export function requestTraceToken(): string | undefined {
  return store.getStore()?.traceToken;
}

export function recordTiming(dependency: Dependency, ms: number): void {
  const t = store.getStore();
  if (t) t[dependency] += ms;
}

/**
 * One call to the IdP: timed for Server-Timing and the IdP's duration metric (by endpoint and outcome),
 * in a client span whose propagation headers `call` sends on (openid-client's calls take them from
 * the active span through `tracedFetch`).
 */
export function timedIdp<T>(endpoint: 'discovery' | 'co/authenticate' | 'token', call: (traceHeaders: Record<string, string>) => Promise<T>): Promise<T> {
  return clientSpan(`idp ${endpoint}`, { 'keycard.idp.endpoint': endpoint }, async (_span, traceHeaders) => {
    const started = performance.now();
    let status = 'error';
    try {
      const value = await call(traceHeaders);
      status = 'ok';
      return value;
    } finally {
      const ms = performance.now() - started;
      recordTiming('idp', ms);
      metrics().idp.observe({ endpoint, status }, ms / 1000);
    }
  });
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
