// Request bodies, read within limits (DESIGN §9): a body over MAX_BODY_BYTES is refused (413) before
// it is read in full, and so is one that may have been cut short on its way here; one that is not a
// form of at most MAX_FIELDS fields, or not the JSON a script handler expects, is a 400.
import 'server-only';

/** Every form of Keycard's fits easily: the longest is a 2,048-character password twice, plus a few fields. */
export const MAX_BODY_BYTES = 8 * 1024;
export const MAX_FIELDS = 32;

type Refused = { ok: false; status: 400 | 413 };
export type ReadFields = { ok: true; fields: Record<string, string> } | Refused;

/** The body as text, if its type is one of `types` and it fits under the cap. */
async function readText(request: Request, types: readonly string[]): Promise<{ ok: true; text: string; type: string } | Refused> {
  const type = types.find((t) => (request.headers.get('content-type') ?? '').includes(t));
  if (!type) return { ok: false, status: 400 };
  // Next hands a handler at most `proxyClientMaxBodySize` bytes (next.config.mjs) of a body the proxy
  // saw and ends the stream there without an error, cutting between the socket's chunks: what arrives
  // may be a shorter body that parses. A declared length tells a cut body (fewer bytes than declared);
  // a chunked one (no length) cannot be told from a whole one, so it is refused: browsers declare the
  // length of every form and fetch body, and the ingress (nginx, buffering) declares it too.
  if (request.headers.has('transfer-encoding')) return { ok: false, status: 413 };
  const declared = request.headers.get('content-length');
  if (Number(declared ?? '0') > MAX_BODY_BYTES) return { ok: false, status: 413 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    try {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > MAX_BODY_BYTES) {
          await reader.cancel();
          return { ok: false, status: 413 };
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, status: 400 };
    }
  }
  if (declared !== null && size < Number(declared)) return { ok: false, status: 413 };
  return { ok: true, text: Buffer.concat(chunks).toString('utf8'), type };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A script's JSON body (e.g. a WebAuthn response), parsed by its schema. */
export async function readJson<T>(
  request: Request,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): Promise<{ ok: true; data: T } | Refused> {
  const read = await readText(request, ['application/json']);
  if (!read.ok) return read;
  const json = parseJson(read.text);
  const parsed = json.ok ? schema.safeParse(json.value) : { success: false as const };
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400 };
}

/** Fields of a urlencoded form or a flat JSON object, as strings (the first of a repeated name). */
export async function readFields(request: Request): Promise<ReadFields> {
  const read = await readText(request, ['application/x-www-form-urlencoded', 'application/json']);
  if (!read.ok) return read;
  let entries: [string, unknown][];
  if (read.type === 'application/json') {
    const json = parseJson(read.text);
    if (!json.ok || !json.value || typeof json.value !== 'object' || Array.isArray(json.value)) return { ok: false, status: 400 };
    entries = Object.entries(json.value);
  } else {
    entries = [...new URLSearchParams(read.text)];
  }
  if (entries.length > MAX_FIELDS) return { ok: false, status: 400 };
  const out: Record<string, string> = {};
  for (const [k, v] of entries) if (!(k in out)) out[k] = typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : '';
  return { ok: true, fields: out };
}
