// The configured upstream client, shared by every resource module in this process.
import 'server-only';
import { config } from '../config';
import { recordTiming } from '../http/timing';
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
  });
  return client;
}

export { api } from './contract';
