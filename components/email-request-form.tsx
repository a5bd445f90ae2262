'use client';
// A one-field e-mail form (reset request, resend activation, verify e-mail): validated on blur with
// the handler's schema, sent with fetch; a plain form post without JavaScript.
import { Banner } from './banner';
import { Button } from './button';
import { EmailInput } from './email-input';
import { HiddenFields } from './hidden-fields';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { EmailOnlyForm } from '@/lib/validation/account';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';

const SCHEMAS = { email: EmailOnlyForm };

export type EmailRequestFormProps = {
  action: string;
  schema: keyof typeof SCHEMAS;
  hidden?: Record<string, string | undefined>;
  defaultEmail?: string;
  /** Show only the button (e.g. "send again" with the e-mail already known). */
  buttonOnly?: boolean;
  initialErrors?: FormErrors;
  /** The form's strings and its button's label. */
  text: FormText<'emailRequest'> & { submit: string };
};

export function EmailRequestForm({ action, schema, hidden = {}, defaultEmail = '', buttonOnly, initialErrors = {}, text }: EmailRequestFormProps) {
  const { errors, pending, formProps } = useLightForm(SCHEMAS[schema], (r) => r.ok && window.location.assign(r.next), initialErrors);
  return (
    <form action={action} {...formProps}>
      {errors.form ? <Banner tone="error">{messageOf(text, errors.form) ?? text.network}</Banner> : null}
      <HiddenFields values={buttonOnly ? { ...hidden, email: defaultEmail } : hidden} />
      {buttonOnly ? null : (
        <EmailInput
          label={text.emailLabel}
          autoComplete="email"
          defaultValue={defaultEmail}
          // An error the server sent back with the page is not announced: take the user to it.
          autoFocus={!!initialErrors.email}
          error={errors.email ? (messageOf(text, errors.email) ?? errors.email) : undefined}
        />
      )}
      <Button type="submit" variant={buttonOnly ? 'secondary' : 'primary'} busy={pending}>
        {text.submit}
      </Button>
    </form>
  );
}
