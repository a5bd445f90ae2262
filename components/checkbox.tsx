// A checkbox with its label beside it, at least 24 px to hit (WCAG 2.5.8), in the theme's colour.
import type { InputHTMLAttributes } from 'react';

export function Checkbox({ id, label, hint, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string }) {
  return (
    <div className={`mb-4 flex items-start gap-2 ${className ?? ''}`}>
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} className="kc-checkbox" {...input} />
      <div className="text-sm">
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={`${id}-hint`} className="text-on-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
