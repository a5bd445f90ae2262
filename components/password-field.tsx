'use client';
// A password field with a show/hide toggle. The toggle needs JavaScript, so it renders only once
// hydrated; its name stays "Show password" and its pressed state says whether it is shown (one
// signal, not a label that flips as well).
import { useState } from 'react';
import { Field, type FieldProps } from './field';
import { Icon } from './icon';
import { useHydrated } from '@/lib/client/use-hydrated';

export function PasswordField({ showLabel, ...props }: Omit<FieldProps, 'type' | 'adornment'> & { showLabel: string }) {
  const hydrated = useHydrated();
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
            <Icon name={visible ? 'eye-off' : 'eye'} />
          </button>
        ) : null
      }
    />
  );
}
