// The sandbox's own API as the integration tests call it: its test routes (/__users, /__sessions…)
// and the outbox. A refusal throws with its status and body, so a setup step that fails says why.
import { request } from 'undici';
import { API_BASE } from './ports';

export async function sandboxCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request(`${API_BASE}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
  // A test route that answers 204 (expire tokens, say) has nothing to parse.
  return (text ? JSON.parse(text) : undefined) as T;
}

export const sandboxPost = <T>(path: string, body: unknown) => sandboxCall<T>('POST', path, body);
