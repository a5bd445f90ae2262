// GET /api/ready: ready to serve when the upstream answers its health check.
import { randomUUID } from 'node:crypto';
import { isUpstreamReady } from '@/lib/upstream/tenants';

export const dynamic = 'force-dynamic';

export async function GET() {
  const ready = await isUpstreamReady(randomUUID());
  return Response.json({ status: ready ? 'ready' : 'unavailable' }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
