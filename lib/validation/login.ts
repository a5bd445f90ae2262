// Login form schemas (SPEC §5), shared by the browser (react-hook-form) and the route handlers.
import { checkbox, email, formSchema, maxLength, required, text } from './form-schema';

export const emailField = text([required, email]);

export const EmailStageForm = formSchema({ email: emailField, remember: checkbox() });
export type EmailStageForm = { email: string; remember: boolean };

export const PasswordStageForm = formSchema({
  email: emailField,
  // Taken as typed: spaces are part of a password.
  password: text([required, maxLength(2048, 'invalidCredentials')], { raw: true }),
});
export type PasswordStageForm = { email: string; password: string };
