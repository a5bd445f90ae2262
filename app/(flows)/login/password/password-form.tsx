'use client';
// The password stage: show/hide toggle (with JavaScript), pending state, errors announced.
import { useState, useSyncExternalStore } from 'react';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { HiddenFields } from '@/components/hidden-fields';
import { useLightForm } from '@/lib/client/use-light-form';
import { PasswordStageForm } from '@/lib/validation/login';

export type PasswordFormProps = {
  email: string;
  flow: Record<string, string | undefined>;
  initialError?: string;
  text: Record<string, string>;
};

const noSubscription = () => () => {};

export function PasswordForm({ email, flow, initialError, text }: PasswordFormProps) {
  // The toggle needs JavaScript: render it only once hydrated, never in the server's HTML.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [visible, setVisible] = useState(false);
  const { errors, pending, formProps } = useLightForm(
    PasswordStageForm,
    (result) => result.ok && window.location.assign(result.next),
    initialError ? { form: initialError } : {},
  );
  const formError = errors.form ?? (errors.email ? 'invalidCredentials' : undefined);
  const toggleLabel = visible ? text.hidePassword : text.showPassword;

  return (
    <form action="/api/login/password" {...formProps}>
      {formError ? <Banner tone="error">{text[formError] ?? text.invalidCredentials}</Banner> : null}
      <HiddenFields values={{ ...flow, email }} />
      <Field
        id="password"
        name="password"
        label={text.passwordLabel!}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        required
        autoFocus
        error={errors.password ? text[errors.password] : undefined}
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
      />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
