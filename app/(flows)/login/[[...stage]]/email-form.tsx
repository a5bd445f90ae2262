'use client';
// The e-mail stage: validated on blur in the browser with the handler's own schema.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { HiddenFields } from '@/components/hidden-fields';
import { submitForm } from '@/lib/client/submit-form';
import { EmailStageForm } from '@/lib/validation/login';

export type EmailFormProps = {
  flow: Record<string, string | undefined>;
  defaultEmail: string;
  remember: boolean;
  initialError?: string;
  /** Translated strings by key: labels and every error message this form can show. */
  text: Record<string, string>;
};

export function EmailForm({ flow, defaultEmail, remember, initialError, text }: EmailFormProps) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | undefined>();
  const { register, handleSubmit, formState, setError } = useForm<EmailStageForm>({
    resolver: standardSchemaResolver(EmailStageForm),
    mode: 'onBlur',
    defaultValues: { email: defaultEmail, remember },
  });
  const emailError = formState.errors.email?.message ?? (formState.isSubmitted ? undefined : initialError);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await submitForm('/api/login/email', { ...flow, email: values.email, remember: values.remember === true ? 'on' : undefined });
    if (result.ok) return router.push(result.next);
    if (result.errors.email) setError('email', { message: result.errors.email }, { shouldFocus: true });
    else setFormError(result.errors.form ?? 'network');
  });

  return (
    <form method="post" action="/api/login/email" onSubmit={onSubmit} noValidate>
      {formError ? <Banner tone="error">{text[formError] ?? text.network}</Banner> : null}
      <HiddenFields values={flow} />
      <Field
        id="email"
        label={text.emailLabel!}
        type="email"
        autoComplete="username webauthn"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={defaultEmail}
        error={emailError ? text[emailError] ?? emailError : undefined}
        {...register('email')}
      />
      <div className="mb-5 flex items-center gap-2">
        <input id="remember" type="checkbox" value="on" defaultChecked={remember} className="h-4 w-4 accent-primary" {...register('remember')} />
        <label htmlFor="remember" className="text-sm">
          {text.rememberEmail}
        </label>
      </div>
      <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
        {text.next}
      </Button>
    </form>
  );
}
