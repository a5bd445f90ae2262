// A form's fields, read within limits (DESIGN §9): a body over MAX_BODY_BYTES is refused (413)
// before it is read in full, and one that is not a form of at most MAX_FIELDS fields is a 400.
import 'server-only';

/** Every form of Keycard's fits easily: the longest is a 2,048-character password twice, plus a few fields. */
export const MAX_BODY_BYTES = 8 * 1024;
export const MAX_FIELDS = 32;

export type ReadFields = { ok: true; fields: Record<string, string> } | { ok: false; status: 400 | 413 };

export async function readCapped(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A script's JSON body (e.g. a WebAuthn response), parsed by its schema: 413 over the cap, 400 otherwise wrong. */
export async function readJson<T>(
  request: Request,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): Promise<{ ok: true; data: T } | { ok: false; status: 400 | 413 }> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return { ok: false, status: 400 };
  let text: string | null;
  try {
    text = await readCapped(request);
  } catch {
    return { ok: false, status: 400 };
  }
  if (text === null) return { ok: false, status: 413 };
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400 };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** Fields of a urlencoded form or a flat JSON object, as strings (the first of a repeated name). */
export async function readFields(request: Request): Promise<ReadFields> {
  const type = request.headers.get('content-type') ?? '';
  const isJson = type.includes('application/json');
  if (!isJson && !type.includes('application/x-www-form-urlencoded')) return { ok: false, status: 400 };
  let text: string | null;
  try {
    text = await readCapped(request);
  } catch {
    return { ok: false, status: 400 };
  }
  if (text === null) return { ok: false, status: 413 };
  const out: Record<string, string> = {};
  let count = 0;
  if (isJson) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, status: 400 };
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, status: 400 };
    for (const [k, v] of Object.entries(body)) {
      if (++count > MAX_FIELDS) return { ok: false, status: 400 };
      out[k] = typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : '';
    }
    return { ok: true, fields: out };
  }
  for (const [k, v] of new URLSearchParams(text)) {
    if (++count > MAX_FIELDS) return { ok: false, status: 400 };
    if (!(k in out)) out[k] = v;
  }
  return { ok: true, fields: out };
}
