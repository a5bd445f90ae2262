// OpenTelemetry tracing, off by default (DESIGN §10). It starts when the standard variables ask for an
// exporter: OTEL_TRACES_EXPORTER (other than `none`), or an OTLP endpoint, OTEL_EXPORTER_OTLP_ENDPOINT
// or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_SDK_DISABLED=true keeps it off. Everything else
// (protocol, headers, sampler, resource attributes, batching) is the SDK's own OTEL_* configuration.
// Only traces: Keycard's metrics are Prometheus (lib/metrics.ts) and its logs are pino's JSON lines.
import 'server-only';
import type { Attributes, Sampler } from '@opentelemetry/api';
import { scrubUrl } from '../logger';

type Env = Record<string, string | undefined>;

export function tracingRequested(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporters) return exporters.split(',').some((e) => e.trim() !== 'none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Attributes that may hold a request's URL: Next.js puts the raw one (SSO token, `code`, `state`) in `http.target`. */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'];

/**
 * The sampler decides, and also hands back the span's URL attributes scrubbed as log lines are
 * (the tracer lays a sampler's attributes over the span's own), so no exported span carries a token
 * from a path or a query. Next sets these at the span's start, where only a sampler sees them.
 */
export function scrubbing(inner: Sampler): Sampler {
  return {
    shouldSample(context, traceId, name, kind, attributes, links) {
      const result = inner.shouldSample(context, traceId, name, kind, attributes, links);
      const scrubbed: Attributes = {};
      for (const key of URL_ATTRIBUTES) {
        const value = attributes[key];
        if (typeof value === 'string') scrubbed[key] = key === 'url.query' ? scrubUrl(`/?${value.replace(/^\?/, '')}`).slice(2) : scrubUrl(value);
      }
      return { ...result, attributes: { ...result.attributes, ...scrubbed } };
    },
    toString: () => `Scrubbing{${inner.toString()}}`,
  };
}

/** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG as the specification reads them (default parentbased_always_on). */
export async function samplerFromEnv(env: Env): Promise<Sampler> {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } = await import('@opentelemetry/sdk-trace');
  const arg = Number.parseFloat(env.OTEL_TRACES_SAMPLER_ARG ?? '');
  const ratio = () => new TraceIdRatioBasedSampler(Number.isFinite(arg) && arg >= 0 && arg <= 1 ? arg : 1);
  switch (env.OTEL_TRACES_SAMPLER?.trim()) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio() });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

let started = false;

/** Starts the Node SDK once, when asked for; returns whether tracing is on. */
export async function startTracing(env: Env = process.env): Promise<boolean> {
  if (started || !tracingRequested(env)) return started;
  started = true;
  // The SDK would otherwise also push metrics and logs over OTLP by default.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  // No instrumentation packages: Next.js opens a server span per request (continuing an incoming
  // traceparent) and Keycard opens a client span per call out (lib/telemetry/tracing.ts).
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'keycard',
    instrumentations: [],
    sampler: scrubbing(await samplerFromEnv(env)),
    // W3C trace context only: no baggage, which would carry whatever a caller put in it to the
    // upstream and the IdPs. (Keycard's server drops a client's trace headers unless TRUST_PROXY.)
    textMapPropagator: new W3CTraceContextPropagator(),
  });
  sdk.start();
  // keycard-server.cjs calls this once the last request has drained, then exits: no span is lost.
  (globalThis as Record<symbol, unknown>)[Symbol.for('keycard.shutdown')] = () => sdk.shutdown();
  return true;
}
