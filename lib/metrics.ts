// Prometheus metrics (prom-client): the sign-in funnel by tenant, the upstream's and the IdP's call
// durations by endpoint and status, retries, the tenant cache, rate-limit refusals and refused text
// and voice sends, beside Node's own process metrics. One registry per process, kept on globalThis so
// that Keycard's server (server/keycard-server.cjs, outside the Next bundle) can serve it on its
// metrics port: never on the public host, where no route answers /metrics.
import 'server-only';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Where the registry lives for the server to find (the name is the contract with keycard-server.cjs). */
const GLOBAL_KEY = Symbol.for('keycard.metrics');

export const FUNNEL_STAGES = ['started', 'password_refused', 'account_disabled', 'mfa_required', 'mfa_verified', 'completed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Upstream calls answer in tens of milliseconds; the deadline is 4 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'keycard_' });
  const registers = [registry];
  return {
    registry,
    funnel: new Counter({
      name: 'keycard_signin_funnel_total',
      help: 'Sign-ins reaching each stage of the funnel, by tenant',
      labelNames: ['tenant', 'stage'] as const,
      registers,
    }),
    upstream: new Histogram({
      name: 'keycard_upstream_request_duration_seconds',
      help: 'Duration of each attempt at an upstream call, by endpoint and status (an HTTP status, or timeout, network, malformed)',
      labelNames: ['endpoint', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    retries: new Counter({
      name: 'keycard_upstream_retries_total',
      help: 'Upstream calls tried again after a retryable failure, by endpoint',
      labelNames: ['endpoint'] as const,
      registers,
    }),
    idp: new Histogram({
      name: 'keycard_idp_request_duration_seconds',
      help: "Duration of each call to a tenant's IdP, by endpoint and outcome",
      labelNames: ['endpoint', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    tenantCache: new Counter({
      name: 'keycard_tenant_cache_lookups_total',
      help: 'Tenant cache lookups: hit (fresh), stale (served while refreshed), miss (loaded), negative (remembered unknown host)',
      labelNames: ['result'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'keycard_rate_limit_refusals_total',
      help: "Requests refused by one of Keycard's own limits",
      labelNames: ['limit'] as const,
      registers,
    }),
    phoneSendsRefused: new Counter({
      name: 'keycard_mfa_sends_refused_total',
      help: "Text messages and voice calls Keycard's SMS-pumping guard refused, by reason",
      labelNames: ['reason'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  const holder = globalThis as { [GLOBAL_KEY]?: Metrics };
  return (holder[GLOBAL_KEY] ??= create());
}

/** One sign-in reached a stage of the funnel. */
export function countFunnel(tenant: string, stage: FunnelStage): void {
  metrics().funnel.inc({ tenant, stage });
}
