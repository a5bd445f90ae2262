// A checkbox with its label beside it, at least 24 px to hit (WCAG 2.5.8), in the theme's colour; its
// hint and error tied to it as a field's are (aria-describedby, aria-invalid), the error announced.
import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-frame';

export function Checkbox({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; error?: string }) {
  return (
    <div className={`mb-4 flex items-start gap-2 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className="kc-checkbox"
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={id}>{label}</label>
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
