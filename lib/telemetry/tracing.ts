// OpenTelemetry spans for Keycard's calls out (DESIGN §10): one client span per upstream attempt and
// per IdP call, a child of the request's span that Next.js opens, with the W3C `traceparent` of that
// span sent beside SPEC's `trace-token`. Through @opentelemetry/api only: with tracing off (the
// default, see ./start.ts) the tracer and the propagator are the API's no-ops and cost next to nothing.
import { SpanKind, SpanStatusCode, context, propagation, trace, type Attributes, type Span } from '@opentelemetry/api';

const tracer = trace.getTracer('keycard');

/** The active context's propagation headers (`traceparent`, `tracestate`): none while tracing is off. */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Runs one call out inside a client span named `name`; `fn` gets the span (for the outcome's
 * attributes) and the headers that carry it to the callee. A thrown error marks the span failed by its
 * type only: messages can hold what a trace must not.
 */
export function clientSpan<T>(name: string, attributes: Attributes, fn: (span: Span, headers: Record<string, string>) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await fn(span, traceHeaders());
    } catch (err) {
      span.setAttribute('error.type', (err as { name?: string }).name ?? 'Error');
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed with a short, secret-free type (an HTTP status, `timeout`, `network`, …). */
export function failSpan(span: Span, type: string): void {
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}
