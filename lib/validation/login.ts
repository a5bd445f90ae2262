// Login form schemas (SPEC §5), shared by the browser (react-hook-form) and the route handlers.
// zod/mini keeps what the browser downloads small. Issue messages are message keys.
import * as z from 'zod/mini';

export const emailField = z.string().check(z.trim(), z.minLength(1, 'fieldRequired'), z.maxLength(254, 'invalidEmailInput'), z.email('invalidEmailInput'));

/** A checkbox: "on" from a form post, a boolean from react-hook-form. */
const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((v) => v === true || v === 'on' || v === 'true'),
);

export const EmailStageForm = z.object({
  email: emailField,
  remember: checkbox,
});
export type EmailStageForm = z.input<typeof EmailStageForm>;

export const PasswordStageForm = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'fieldRequired'), z.maxLength(2048, 'invalidCredentials')),
});
export type PasswordStageForm = z.infer<typeof PasswordStageForm>;

/** The first issue's message key for each field: `{ email: 'invalidEmailInput' }`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}
