// A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  /** Help shown under the field while it has no error (e.g. the password rule). */
  hint?: string;
  /** Controls drawn inside the input's right edge (e.g. the show-password toggle). */
  adornment?: ReactNode;
  /** A control at the end of the label's line (e.g. "Change e-mail"), revealed with the field's hover. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Field({ id, label, error, hint, adornment, labelAside, ref, className, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="group mb-4">
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${error ? 'border-danger' : 'border-gray-400'} ${adornment ? 'pr-11' : ''} ${className ?? ''}`}
          {...input}
        />
        {adornment ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{adornment}</div> : null}
      </div>
      {hint && hint !== error ? (
        <p id={hintId} className="mt-1 text-sm text-on-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
