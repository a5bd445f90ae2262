'use client';
// A password field with a show/hide toggle. The toggle needs JavaScript, so it renders only once
// hydrated; its name stays "Show password" and its pressed state says whether it is shown (one
// signal, not a label that flips as well).
import { useState, useSyncExternalStore } from 'react';
import { Field, type FieldProps } from './field';

const noSubscription = () => () => {};

export function PasswordField({ showLabel, ...props }: Omit<FieldProps, 'type' | 'adornment'> & { showLabel: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      adornment={
        hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={showLabel}
            title={showLabel}
            className="flex size-10 items-center justify-center rounded text-on-muted hover:bg-page"
          >
            <EyeIcon crossed={visible} />
          </button>
        ) : null
      }
    />
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
