// Test-only fault injection, shared by the API and the IdP so tests can slow down, fail or garble
// the next N requests to a path (DESIGN §11: 503 bursts, timeouts, malformed bodies).
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { json, writeReply } from './http/replies';

export const FaultSpec = z
  .object({
    path: z.string().startsWith('/'),
    method: z.string().min(1).optional(),
    status: z.number().int().min(200).max(599).optional(),
    count: z.number().int().positive().default(1),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    malformed: z.boolean().optional(),
    /** Only requests carrying this trace-token header: lets parallel tests fault their own calls. */
    traceToken: z.string().min(1).optional(),
  })
  .refine((f) => f.status !== undefined || f.malformed || f.delayMs !== undefined, {
    message: 'give status, malformed or delayMs',
  });
export type FaultSpec = z.infer<typeof FaultSpec>;

interface PendingFault extends FaultSpec {
  id: number;
}

export class FaultRegistry {
  private pending: PendingFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): PendingFault {
    const fault = { ...spec, method: spec.method?.toUpperCase(), id: this.nextId++ };
    this.pending.push(fault);
    return fault;
  }

  clear(): void {
    this.pending = [];
  }

  list(): PendingFault[] {
    return this.pending.map((f) => ({ ...f }));
  }

  /** Claims one use of the first fault matching this request, if any. */
  take(method: string, path: string, traceToken?: string): PendingFault | undefined {
    const fault = this.pending.find((f) => f.path === path && (!f.method || f.method === method) && (!f.traceToken || f.traceToken === traceToken));
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.pending = this.pending.filter((f) => f !== fault);
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies a claimed fault. Returns the status it answered with, or undefined when the request
 * should now be handled normally (a delay-only fault).
 */
export async function applyFault(fault: PendingFault, res: ServerResponse, injectedBody: object = { code: 'Injected' }): Promise<number | undefined> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.malformed) {
    writeReply(res, json(200, { unexpected: true }));
    return 200;
  }
  if (fault.status !== undefined) {
    writeReply(res, json(fault.status, injectedBody));
    return fault.status;
  }
  return undefined;
}
