// The configured upstream client, shared by every resource module in this process.
import 'server-only';
import { config } from '../config';
import { createUpstreamClient, type UpstreamClient } from './client';

let client: UpstreamClient | undefined;

export function upstream(): UpstreamClient {
  client ??= createUpstreamClient({ baseUrl: config().upstreamApiBase, deadlineMs: config().upstreamTimeoutMs });
  return client;
}
