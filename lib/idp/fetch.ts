// openid-client's requests (discovery, the token exchange) sent with undici's `request` instead of the
// global fetch. Web fetch builds and checks a Request, two Headers and a body stream on the way out
// and again on the way back; for one token exchange that was 0.4 ms of a sign-in's CPU (issue 23's
// profile). openid-client still gets the `Response` it reads, built once from the answer.
import 'server-only';
import type * as oidc from 'openid-client';
import { request, type Dispatcher } from 'undici';
import { traceHeaders } from '../telemetry/tracing';

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([204, 205, 304]);

function bodyOf(body: oidc.CustomFetchOptions['body']): string | Uint8Array | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  // openid-client streams no body for the calls Keycard makes; refuse rather than send it wrongly.
  throw new TypeError('a streamed body is not sent to the IdP');
}

/** A `fetch` for openid-client: no redirect followed (it asks for `manual`), its signal honoured, the active span's `traceparent` added. */
export const idpFetch: oidc.CustomFetch = async (url, options) => {
  const res = await request(url, {
    method: options.method as Dispatcher.HttpMethod,
    // The global fetch asked for compression and undid it; `request` does neither, so ask for none.
    headers: { 'accept-encoding': 'identity', ...options.headers, ...traceHeaders() },
    body: bodyOf(options.body),
    signal: options.signal,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const body = NO_BODY.has(res.statusCode) ? (await res.body.dump(), null) : await res.body.arrayBuffer();
  return new Response(body, { status: res.statusCode, headers });
};
