// The login page's query (SPEC §2) parsed leniently: a bad value is dropped, never an error page.
import { z } from 'zod';
import { parsePurpose, type Purpose } from './purposes';

/** The parameters that travel with a sign-in from the first screen to the callback. */
export type FlowParams = {
  redirectUri?: string;
  iid?: string;
  email?: string;
  temporaryMfaSetup?: boolean;
  purpose?: Purpose;
  partnerCode?: string;
  newSession?: boolean;
};

export type LoginQuery = FlowParams & {
  loggedOut: boolean;
  resetPassword: boolean;
  activateSuccess: boolean;
  error?: string;
};

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

/** Longer redirect URIs are dropped: the session cookie that stores them must stay under 4 KB. */
export const MAX_REDIRECT_URI = 512;

const Token = z.string().regex(/^[A-Za-z0-9._~-]{1,128}$/);
const Email = z.email().max(254);

function first(raw: Raw, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined;
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

export function parseFlowParams(raw: Raw): FlowParams {
  const get = (k: string) => first(raw, k);
  const params: FlowParams = {};
  const redirectUri = get('redirectUri');
  if (redirectUri && redirectUri.length <= MAX_REDIRECT_URI) params.redirectUri = redirectUri;
  const iid = Token.safeParse(get('iid'));
  if (iid.success) params.iid = iid.data;
  const email = Email.safeParse(get('email')?.trim());
  if (email.success) params.email = email.data;
  if (flag(get('temporaryMfaSetup'))) params.temporaryMfaSetup = true;
  const purpose = parsePurpose(get('purpose'));
  if (purpose) params.purpose = purpose;
  const partnerCode = Token.safeParse(get('partnerCode'));
  if (partnerCode.success) params.partnerCode = partnerCode.data;
  if (flag(get('newSession'))) params.newSession = true;
  return params;
}

export function parseLoginQuery(raw: Raw): LoginQuery {
  const error = first(raw, 'error');
  return {
    ...parseFlowParams(raw),
    loggedOut: flag(first(raw, 'loggedOut')),
    resetPassword: flag(first(raw, 'resetPassword')),
    activateSuccess: flag(first(raw, 'activateSuccess')),
    ...(error && /^[A-Za-z]{1,40}$/.test(error) ? { error } : {}),
  };
}

/** The flow parameters as a query string (no leading "?"), in a stable order. */
export function flowQuery(params: FlowParams, extra: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['redirectUri', params.redirectUri],
    ['iid', params.iid],
    ['email', params.email],
    ['temporaryMfaSetup', params.temporaryMfaSetup ? 'true' : undefined],
    ['purpose', params.purpose],
    ['partnerCode', params.partnerCode],
    ['newSession', params.newSession ? 'true' : undefined],
    ...Object.entries(extra),
  ];
  for (const [k, v] of entries) if (v !== undefined) q.set(k, v);
  return q.toString();
}

export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
