// Request bodies in, replies out: the JSON/HTML plumbing every sandbox server shares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { BAD_REQUEST } from '../../lib/upstream/contract/common';

/** A fully formed answer. The body is already serialised so it can be stored for idempotency. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** Thrown by handlers; becomes the contract's ErrorBody `{ code, message? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    /** More of the contract's error body: a countdown (`remainingSeconds`), a `providerCode`. */
    readonly extra: { remainingSeconds?: number; providerCode?: string } = {},
  ) {
    super(message ?? code);
  }

  toReply(): Reply {
    const body: { code: string; message?: string } = { code: this.code, ...this.extra };
    if (this.message !== this.code) body.message = this.message;
    return json(this.status, body);
  }
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(value),
  };
}

export function html(status: number, markup: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body: markup };
}

export function noContent(): Reply {
  return { status: 204 };
}

export function writeReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(reply.status, reply.headers ?? {});
  res.end(reply.body);
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'PayloadTooLarge');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON body, or undefined when empty; malformed JSON is the client's fault (400). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, BAD_REQUEST, 'body is not valid JSON');
  }
}

/** A JSON body, or a plain form's fields (the sandbox's few pages for people post forms). */
export async function readRequestBody(req: IncomingMessage): Promise<unknown> {
  if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await readBody(req)));
  }
  return readJson(req);
}

/**
 * The one body parser of every sandbox route, declared or its own: a body that breaks the schema is
 * a 400, never a 500, with the issue's own code where the schema names one (e.g. PasswordPolicy),
 * else BadRequest naming the first problem.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const coded = result.error.issues.find((i) => /^[A-Z][A-Za-z]{2,40}$/.test(i.message));
  if (coded) throw new HttpError(400, coded.message);
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, BAD_REQUEST, `${where}${issue?.message ?? 'invalid body'}`);
}
