'use client';
// The password stage: show/hide toggle (with JavaScript), pending state, errors announced.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { HiddenFields } from '@/components/hidden-fields';
import { submitForm } from '@/lib/client/submit-form';
import { PasswordStageForm } from '@/lib/validation/login';

export type PasswordFormProps = {
  email: string;
  flow: Record<string, string | undefined>;
  initialError?: string;
  text: Record<string, string>;
};

export function PasswordForm({ email, flow, initialError, text }: PasswordFormProps) {
  // The toggle needs JavaScript: render it only once hydrated, never in the server's HTML.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [visible, setVisible] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(initialError);
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordStageForm>({
    resolver: standardSchemaResolver(PasswordStageForm),
    defaultValues: { email, password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await submitForm('/api/login/password', { ...flow, email: values.email, password: values.password });
    if (result.ok) {
      setLeaving(true);
      window.location.assign(result.next);
      return;
    }
    setFormError(result.errors.form ?? result.errors.password ?? 'invalidCredentials');
  });

  const busy = formState.isSubmitting || leaving;
  const toggleLabel = visible ? text.hidePassword : text.showPassword;
  return (
    <form method="post" action="/api/login/password" onSubmit={onSubmit} noValidate>
      {formError ? <Banner tone="error">{text[formError] ?? text.invalidCredentials}</Banner> : null}
      <HiddenFields values={flow} />
      <input type="hidden" defaultValue={email} {...register('email')} />
      <Field
        id="password"
        label={text.passwordLabel!}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        required
        autoFocus
        error={formState.errors.password?.message ? text[formState.errors.password.message] : undefined}
        adornment={
          hydrated ? (
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-pressed={visible}
              aria-label={toggleLabel}
              title={toggleLabel}
              className="rounded p-2 text-sm text-on-muted hover:bg-muted"
            >
              <EyeIcon crossed={visible} />
            </button>
          ) : null
        }
        {...register('password')}
      />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? text.submitting : text.submit}
      </Button>
    </form>
  );
}

const noSubscription = () => () => {};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
