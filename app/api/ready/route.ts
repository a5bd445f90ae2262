// GET /api/ready: whether this process should be sent traffic: yes, unless it is draining (after
// SIGTERM, keycard-server.cjs). The upstream's state is reported beside it but does not decide:
// were it to, an upstream outage would take every replica out of the load balancer at once, and
// users would meet the balancer's error instead of SPEC §8's messages and the stale tenant cache.
import { randomUUID } from 'node:crypto';
import { isUpstreamReady } from '@/lib/upstream/tenants';

export const dynamic = 'force-dynamic';

const DRAINING = Symbol.for('keycard.draining');

export async function GET() {
  const draining = (globalThis as Record<symbol, unknown>)[DRAINING] === true;
  // A probe answers fast: a slow upstream counts as unavailable after a second.
  const upstream = await Promise.race([isUpstreamReady(randomUUID()), new Promise<boolean>((r) => setTimeout(() => r(false), 1000).unref())]);
  return Response.json(
    { status: draining ? 'draining' : 'ready', upstream: upstream ? 'ok' : 'unavailable' },
    { status: draining ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
}
