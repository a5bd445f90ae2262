// Requests from the test process to the e2e stack. Node does not resolve *.localhost, and its fetch
// drops a Host header you set, so these go to 127.0.0.1 with undici and an explicit Host.
import http from 'node:http';
import { request } from 'undici';
import { WEB_PORT } from './support';

export const SEASIDE_HOST = `seaside.localhost:${WEB_PORT}`;
const ORIGIN = `http://127.0.0.1:${WEB_PORT}`;

export async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { host: SEASIDE_HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

export async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(`${ORIGIN}${path}`, { headers: { host: SEASIDE_HOST, ...headers } });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

/** The e2e sandbox's test-only fault injection. */
export async function injectFault(fault: { path: string; status?: number; count?: number; delayMs?: number; malformed?: boolean; traceToken?: string }) {
  const res = await request('http://127.0.0.1:4100/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (res.statusCode !== 201) throw new Error(await res.body.text());
  await res.body.dump();
}

export async function pendingFaults(): Promise<{ path: string; traceToken?: string; count: number }[]> {
  const res = await request('http://127.0.0.1:4100/__faults');
  return ((await res.body.json()) as { faults: { path: string; traceToken?: string; count: number }[] }).faults;
}

export type Answer = { status: number; json: { ok: boolean; next?: string; errors?: Record<string, string>; detail?: { retryIn?: number } } };

/**
 * A form post with JavaScript's JSON answer from another loopback address, as from another machine
 * (node:http binds the source address): seaside's own host, from its own pages.
 */
export function from(address: string, port = WEB_PORT) {
  return (path: string, body: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          localAddress: address,
          headers: {
            host: SEASIDE_HOST,
            'content-type': 'application/x-www-form-urlencoded',
            origin: `http://${SEASIDE_HOST}`,
            'sec-fetch-site': 'same-origin',
            accept: 'application/json',
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Answer['json'] }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
