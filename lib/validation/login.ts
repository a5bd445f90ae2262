// Login form schemas (SPEC §5), shared by the browser (the light form hook) and the route handlers.
import { checkbox, email, formSchema, maxLength, required, text, type FormValues } from './form-schema';

export const emailField = text([required, email]);

export const EmailStageForm = formSchema({ email: emailField, remember: checkbox() });
export type EmailStageForm = FormValues<typeof EmailStageForm>;

export const PasswordStageForm = formSchema({
  email: emailField,
  // Taken as typed: spaces are part of a password.
  password: text([required, maxLength(2048, 'invalidCredentials')], { raw: true }),
});
export type PasswordStageForm = FormValues<typeof PasswordStageForm>;
