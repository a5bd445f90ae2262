// GET /api/ready: ready to serve when the upstream answers its health check.
import { randomUUID } from 'node:crypto';
import { paths } from '@/lib/upstream/contract';
import { upstream } from '@/lib/upstream';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    await upstream().call({ method: 'GET', path: paths.health(), traceToken: randomUUID(), deadlineMs: 2000, maxRetries: 1 });
    return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
