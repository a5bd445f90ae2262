// A labelled select in the same field style as every input.
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, describedBy } from './field-frame';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Choose a question"). */
  placeholder?: string;
  error?: string;
  hint?: string;
};

export function SelectField({ id, label, options, placeholder, error, hint, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`kc-control ${className ?? ''}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
