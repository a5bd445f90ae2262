// The parameters that travel with a sign-in, declared once: each field's schema and the carriers
// that hold it for its lifetime — the query and hidden form fields (SPEC §2), the OIDC transaction
// (one attempt, ten minutes) and the session (the signed-in user). Nothing else lists these fields:
// the carriers' schemas, the query codec and the copies from one carrier to the next derive from here.
import { z } from 'zod';
import { EMAIL } from '../validation/form-schema';
import { PURPOSES } from './purposes';

/** Longer redirect URIs are dropped: the session cookie that stores them must stay under 4 KB. */
export const MAX_REDIRECT_URI = 512;

export type Carrier = 'query' | 'transaction' | 'session';

const Token = z.string().regex(/^[A-Za-z0-9._~-]{1,128}$/);
/** Checked against the tenant's list wherever it is stored (`allowedFlow`); here only its size. */
const StoredUri = z.string().min(1).max(MAX_REDIRECT_URI);
const Flag = z.literal(true);
/** The forms' e-mail rule (internationalised domains included), not a second one. */
const Email = z.string().max(254).regex(EMAIL);
const ALL = ['query', 'transaction', 'session'] as const;
/** A path of the manager's page: a property, a person, and an action to confirm. */
const TEAM_PATH = /^\/team\/[A-Z0-9][A-Z0-9-]{0,31}(\/[A-Za-z0-9-]{1,64}(\?do=[a-z-]{1,24})?)?$/;

/** SPEC §7's extras for the IdP's hosted login (passkey enrolment and step-up re-authenticate there). */
export const HostedLogin = z.object({
  prompt: z.literal('login'),
  mode: z.literal('login-id'),
  username: Email.optional(),
  logoUri: z.url().max(1024).optional(),
  backToLogin: z.url().max(1024).optional(),
});
export type HostedLogin = z.infer<typeof HostedLogin>;

/** `shed`: a session too big for one cookie drops these first, lowest rank first (the least needed). */
type FieldDef = { schema: z.ZodType; carriers: readonly Carrier[]; redirect?: true; shed?: number };

export const FLOW_FIELDS = {
  /** Where the calling application wants the user back (SPEC §2 `redirectUri`). */
  redirectUri: { schema: StoredUri, carriers: ALL, redirect: true },
  /** An invitation id: never a silent sign-in, and the passkey button stays hidden (SPEC §6). */
  iid: { schema: Token, carriers: ALL, shed: 4 },
  /** A login hint from the calling application: inbound only, never put in a URL we build. */
  email: { schema: Email, carriers: ['query'] },
  temporaryMfaSetup: { schema: Flag, carriers: ALL },
  purpose: { schema: z.enum(PURPOSES), carriers: ALL },
  /** The partner whose help link the password stage shows. */
  partnerCode: { schema: Token, carriers: ['query'] },
  newSession: { schema: Flag, carriers: ['query'] },
  /** SPEC §4: true when the sign-in started without a redirect URI. Derived, never read from a URL. */
  applyMfa: { schema: Flag, carriers: ['transaction', 'session'] },
  /** SPEC §3's stored URIs: where MFA reset, MFA setup and passkey enrolment return. */
  mfaResetRedirectUri: { schema: StoredUri, carriers: ALL, redirect: true, shed: 1 },
  mfaSetupRedirectUri: { schema: StoredUri, carriers: ALL, redirect: true, shed: 3 },
  passkeyRedirectUri: { schema: StoredUri, carriers: ALL, redirect: true, shed: 2 },
  /** SPEC's passkey `state` (not the OIDC state), carried to the step-up screen and to POST /authenticate. */
  passkeyState: { schema: Token, carriers: ALL },
  /**
   * Issue 25: this sign-in must prove the second factor itself (the security page's new device or
   * new recovery codes): the browser's device token is not sent, so its earlier proof does not count.
   * In the query from Keycard's own re-authentication (issue 37): it can only make a sign-in stricter.
   */
  proveMfa: { schema: Flag, carriers: ['query', 'transaction'] },
  /**
   * Issue 39: where on the manager's page a re-authentication comes back to (a person's page, or its
   * confirmation): a path of ours, never anything else.
   */
  teamPath: { schema: z.string().regex(TEAM_PATH), carriers: ALL },
  /** The hosted login's extras when a passkey flow sends the user to the IdP's own form. */
  hostedLogin: { schema: HostedLogin, carriers: ['transaction'] },
} as const satisfies Record<string, FieldDef>;

type Fields = typeof FLOW_FIELDS;
export type FlowField = keyof Fields;
type FieldsOf<C extends Carrier> = { [K in FlowField as C extends Fields[K]['carriers'][number] ? K : never]: Fields[K] };
/** The flow as one carrier holds it: every field optional. */
type ValueOf<F> = F extends { schema: infer S extends z.ZodType } ? z.infer<S> : never;
export type Flow<C extends Carrier = Carrier> = { [K in keyof FieldsOf<C>]?: ValueOf<FieldsOf<C>[K]> };
export type FlowParams = Flow<'query'>;

const entries = Object.entries(FLOW_FIELDS) as [FlowField, FieldDef][];
const fieldsOf = (carrier: Carrier) => entries.filter(([, f]) => f.carriers.includes(carrier));

/** The session fields a too-big session may drop, least needed first. */
export function sheddableFields(): (keyof Flow<'session'>)[] {
  return entries
    .filter(([, f]) => f.shed !== undefined && f.carriers.includes('session'))
    .sort(([, a], [, b]) => a.shed! - b.shed!)
    .map(([k]) => k as keyof Flow<'session'>);
}

/** The zod schema of one carrier's part of the flow (used inside the transaction and session schemas). */
export function flowSchema<C extends Carrier>(carrier: C): z.ZodType<Flow<C>> {
  return z.object(Object.fromEntries(fieldsOf(carrier).map(([k, f]) => [k, f.schema.optional()]))) as unknown as z.ZodType<Flow<C>>;
}

/**
 * The session's flow once its errand on one of Keycard's own pages ends ("Done", or an application
 * asking for its user back): the purpose, its return path and the MFA set-up it began are gone.
 */
export function withoutErrand<F extends Flow<'session'>>(flow: F): Omit<F, 'purpose' | 'teamPath' | 'temporaryMfaSetup'> {
  const { purpose: _purpose, teamPath: _path, temporaryMfaSetup: _setup, ...rest } = flow;
  return rest;
}

/** The fields a carrier holds, copied from the one before it (query → transaction → session). */
export function carry<C extends Carrier>(flow: Flow, carrier: C): Flow<C> {
  const out: Record<string, unknown> = {};
  for (const [k] of fieldsOf(carrier)) if ((flow as Record<string, unknown>)[k] !== undefined) out[k] = (flow as Record<string, unknown>)[k];
  return out as Flow<C>;
}

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function first(raw: Raw, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined;
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
}

/** SPEC §2's query (or a form's hidden fields) parsed leniently: a bad value is dropped, never an error page. */
export function parseFlowParams(raw: Raw): FlowParams {
  const out: Record<string, unknown> = {};
  for (const [k, f] of fieldsOf('query')) {
    const value = first(raw, k)?.trim();
    if (value === undefined || value === '') continue;
    const candidate = f.schema === Flag ? (value === 'true' || value === '1' ? true : undefined) : value;
    const parsed = f.schema.safeParse(candidate);
    if (parsed.success) out[k] = parsed.data;
  }
  return out as FlowParams;
}

/** The flow as a query string (no leading "?"), in declaration order. The e-mail never goes in. */
export function flowQuery(flow: FlowParams, extra: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k] of fieldsOf('query')) {
    const v = (flow as Record<string, unknown>)[k];
    if (k === 'email' || v === undefined) continue;
    q.set(k, String(v));
  }
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) q.set(k, v);
  return q.toString();
}

/** The flow as hidden form fields, for a form that posts it on. */
export function flowFields(flow: FlowParams): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(flowQuery(flow)).entries());
}

/**
 * The flow with every stored URI the tenant does not allow dropped (DESIGN §5: checked at every entry
 * point that stores one), and applyMfa derived: true when no redirect URI was given (SPEC §4).
 */
export function allowedFlow<F extends Flow>(flow: F, isAllowed: (uri: string) => string | undefined): F & { applyMfa?: true } {
  const out: Record<string, unknown> = { ...flow };
  for (const [k, f] of entries) if (f.redirect && typeof out[k] === 'string') out[k] = isAllowed(out[k] as string);
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  if (out.redirectUri === undefined) out.applyMfa = true;
  else delete out.applyMfa;
  return out as F & { applyMfa?: true };
}

export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** The login page that starts this sign-in over ("Back to login"): for the same calling application, with what it asked for. */
export function loginAgainHref(flow: Flow): string {
  return withQuery('/login', flowQuery(carry(flow, 'query')));
}
