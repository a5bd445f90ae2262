// The configured upstream client, shared by every resource module in this process.
import 'server-only';
import { config } from '../config';
import { recordTiming, requestTraceToken } from '../http/timing';
import { metrics } from '../metrics';
import { createUpstreamClient, type UpstreamClient } from './client';

let client: UpstreamClient | undefined;

export function upstream(): UpstreamClient {
  client ??= createUpstreamClient({
    baseUrl: config().upstreamApiBase,
    deadlineMs: config().upstreamTimeoutMs,
    onTiming: (_endpoint, ms) => recordTiming('upstream', ms),
    onAttempt: (endpoint, status, ms) => metrics().upstream.observe({ endpoint, status }, ms / 1000),
    onRetry: (endpoint) => metrics().retries.inc({ endpoint }),
    traceToken: async () => requestTraceToken() ?? (await pageTraceToken()),
  });
  return client;
}

/**
 * A page's trace token, from the context the proxy signed. Imported when first needed: the request
 * context reads the tenant, whose module calls the upstream through this one. Outside a request
 * (a timer, a stream's later chunks) there is none.
 */
async function pageTraceToken(): Promise<string | undefined> {
  try {
    const { getRequestContext } = await import('../request-context');
    return (await getRequestContext()).traceToken;
  } catch {
    return undefined;
  }
}

export { api } from './contract';
