// Form schemas that both the browser (the light form hook) and the route handlers use.
// Dependency-free on purpose, for the 140 KiB gzip page budget. Measured (issue 21, `npm run bench` on
// `next build --webpack`, counting the chunks a page's RSC payload loads): these schemas written in
// zod/mini add 5.3 KiB gzip to every page with a form, /login 136.5 → 141.8 KiB and the MFA code and
// phone steps 139.4 → 144.7 KiB, both over budget; react-hook-form with @hookform/resolvers' zod
// resolver adds 13.2 KiB more (/login 155.0, the code step 158.0). zod still parses every request body
// and upstream answer on the server. Issue messages are message keys (SPEC §5's keys where it names them).
import type en from '../../messages/en.json';
import type { StrengthFeedback } from '../passwords/feedback';

type Catalogue = typeof en;
/**
 * A message key a form may be refused with, typed from messages/en.json: SPEC §5's checks, the
 * shared errors, SPEC §8's MFA messages and the password history. (Each form's text has them by
 * these keys: lib/form-text.ts.)
 */
export type ErrorKey =
  keyof Catalogue['validation'] | keyof Catalogue['errors'] | keyof Catalogue['mfa']['errors'] | Extract<keyof Catalogue['account'], 'passwordHistory'>;

/** A rule: the message key of the problem, or undefined when the value passes. */
export type Rule = (value: string) => ErrorKey | undefined;

type Field<T> = { parse(raw: unknown): { value: T } | { error: ErrorKey } };

/**
 * A text field: trimmed (unless `raw`; or cleaned by `clean` instead, e.g. plainName), then each rule
 * in order; the first failure is the error.
 */
export function text(rules: Rule[], opts: { raw?: boolean; clean?: (value: string) => string } = {}): Field<string> {
  return {
    parse(raw) {
      const value = typeof raw === 'string' ? (opts.clean ? opts.clean(raw) : opts.raw ? raw : raw.trim()) : '';
      for (const rule of rules) {
        const error = rule(value);
        if (error) return { error };
      }
      return { value };
    },
  };
}

/** A checkbox: "on" from a form post (the fetch sends the form's own values). */
export function checkbox(): Field<boolean> {
  return { parse: (raw) => ({ value: raw === true || raw === 'on' || raw === 'true' }) };
}

/** A choice among fixed values (e.g. SPEC's secret-question codes). */
export function oneOf<T extends string>(values: readonly T[], requiredKey: ErrorKey = 'fieldRequired'): Field<T> {
  return {
    parse: (raw) => (typeof raw === 'string' && (values as readonly string[]).includes(raw) ? { value: raw as T } : { error: requiredKey }),
  };
}

/** A choice among fixed values that may be left out (not posted, or empty): then undefined. */
export function optionalOneOf<T extends string>(values: readonly T[], requiredKey: ErrorKey = 'fieldRequired'): Field<T | undefined> {
  const chosen = oneOf(values, requiredKey);
  return { parse: (raw) => (raw === undefined || raw === '' ? { value: undefined } : chosen.parse(raw)) };
}

export const required: Rule = (v) => (v.length === 0 ? 'fieldRequired' : undefined);
export const maxLength =
  (n: number, key: ErrorKey): Rule =>
  (v) =>
    v.length > n ? key : undefined;

// Local part: RFC 5322's dot-atom (letters, digits and !#$%&'*+/=?^_`{|}~-, dots only between them);
// domain: labels of letters (any script, for internationalised domains), digits and inner hyphens,
// ending in a top-level domain of two letters or more.
/** The one e-mail rule: the forms' and the query's (a login hint, the hosted login's username). */
export const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;
export const email: Rule = (v) => (v.length > 254 || !EMAIL.test(v) ? 'invalidEmailInput' : undefined);

/**
 * The refusals route() itself answers, before or around a handler (lib/http/route.ts): a request it
 * cannot read (400, 403), one too large (413), an upstream it cannot reach. Every form has their
 * messages (lib/form-text.ts), whatever its own errors are.
 */
export const WRAPPER_ERRORS = ['badRequest', 'tooLarge', 'network'] as const;
export type WrapperError = (typeof WRAPPER_ERRORS)[number];

/** A form's message for an error key, when the form has one (its text is typed by key; the key comes from outside). */
export function messageOf(text: Readonly<Record<string, string>>, key: string | undefined): string | undefined {
  return key === undefined ? undefined : text[key];
}

type Output<F> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };
/** A refused form's errors: a message key by field (`form`: the whole form; `resend`: the MFA resend buttons). */
export type FormErrors = Record<string, ErrorKey>;
/**
 * A refused plain post brings its errors back with the page, where they are not announced: the form
 * autofocuses its first field with one (email-request-form, new-password-form). The page's heading
 * then leaves focus to it (PageCard's `focusHeading`).
 */
export function hasFieldError(errors: FormErrors | undefined, fields: readonly string[]): boolean {
  return fields.some((name) => errors?.[name] !== undefined);
}
/**
 * What details a refusal, beside its messages: a third party's code (SPEC §8), the seconds until it may
 * be tried again, the country a refused phone number is in (its picker option and name, in the page's language),
 * a weak password's estimate.
 */
export type FormDetail = {
  retryIn?: number;
  providerCode?: string;
  country?: { value: string; label: string; name: string };
  /** Issue 41: why a new password was refused as easy to guess, and what to do instead. */
  strength?: StrengthFeedback;
  /** Issue 42: the messages of this refusal that the form's own words leave out, by key (lib/http/route.ts `words`). */
  words?: Readonly<Record<string, string>>;
};
/** A refusal: the errors by field, and its detail when there is one. */
export type Refusal = { errors: FormErrors; detail?: FormDetail };
/** A form handler's JSON answer (DESIGN §7): the next screen, or the refusal. */
export type FormResult = { ok: true; next: string } | ({ ok: false } & Refusal);
export type ParseResult<T> = { success: true; data: T } | { success: false; errors: FormErrors };

export type FormSchema<O> = {
  safeParse(input: unknown): ParseResult<O>;
  /** The field names, in order (what a refused form may send back to its page). */
  fields: string[];
};

/** The values a form schema produces: form types are derived from their schemas, never written twice. */
export type FormValues<S> = S extends FormSchema<infer O> ? O : never;

/**
 * A schema of named fields, with whole-form checks (e.g. "the confirmation matches"). A check sees
 * the fields that passed so far, so a plain form post reports every problem at once; it cannot
 * override a field's own error.
 */
export function formSchema<F extends Record<string, Field<unknown>>>(
  fields: F,
  checks: ((data: Partial<Output<F>>) => FormErrors | undefined)[] = [],
): FormSchema<Output<F>> {
  function safeParse(input: unknown): ParseResult<Output<F>> {
    const source = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const data: Record<string, unknown> = {};
    const errors: FormErrors = {};
    for (const [name, field] of Object.entries(fields)) {
      const r = field.parse(source[name]);
      if ('error' in r) errors[name] = r.error;
      else data[name] = r.value;
    }
    for (const check of checks) {
      for (const [field, error] of Object.entries(check(data as Partial<Output<F>>) ?? {})) errors[field] ??= error;
    }
    return Object.keys(errors).length ? { success: false, errors } : { success: true, data: data as Output<F> };
  }
  return {
    safeParse,
    fields: Object.keys(fields),
  };
}
