'use client';
// The recovery code's field (design review L4, L6). A refused code comes back in it, as the server
// rendered it (so without JavaScript too), and with JavaScript it is selected, so typing replaces it
// while an arrow key keeps it for a one-character fix. The page decides focus (its autofocus).
import { useEffect, useRef } from 'react';
import { Field, type FieldProps } from '@/components/field';

export function RecoveryCodeField({ refused, ...props }: Omit<FieldProps, 'defaultValue' | 'ref'> & { refused?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    // Not once the user has typed over it, nor when something else holds focus (the form's banner).
    if (!input || !refused || input.value !== refused) return;
    if (document.activeElement !== input && document.activeElement !== document.body) return;
    input.focus();
    input.select();
  }, [refused]);
  return <Field ref={ref} defaultValue={refused} {...props} />;
}
