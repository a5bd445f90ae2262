// pino, with secrets redacted and URLs scrubbed before they are logged.
import 'server-only';
import pino from 'pino';
import { requestTraceToken } from './http/timing';

const SECRET_PARAMS = new Set(['token', 'code', 'state', 'login_ticket', 'id_token_hint', 'password', 'userDeviceToken', 'email', 'iid', 'passkeyState']);

/** A URL fit for a log line: the values of query parameters that may carry secrets are masked. */
export function scrubUrl(raw: string): string {
  try {
    const url = new URL(raw, 'http://x');
    for (const key of [...url.searchParams.keys()]) {
      if (SECRET_PARAMS.has(key)) url.searchParams.set(key, '***');
    }
    const path = url.pathname.replace(/\/(users|user)\/[^/]+/g, '/$1/***').replace(/\/sso\/[^/]+/g, '/sso/***');
    return raw.startsWith('http') ? `${url.origin}${path}${url.search}` : `${path}${url.search}`;
  } catch {
    return '[unparseable url]';
  }
}

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'keycard' },
  // Every line inside a request carries its trace token, so no function takes one only to log it.
  mixin: () => {
    const traceToken = requestTraceToken();
    return traceToken ? { traceToken } : {};
  },
  redact: {
    paths: [
      'password',
      'token',
      'idToken',
      'code',
      'secret',
      'passkeyState',
      '*.password',
      '*.token',
      '*.idToken',
      '*.secret',
      '*.passkeyState',
      'headers.cookie',
      'headers.authorization',
    ],
    censor: '***',
  },
});
