// The frame every field shares: the label (with an optional control at the end of its line), the
// hint while there is no error, and the error, announced as an alert.
import type { ReactNode } from 'react';

/** The ids of a field's hint and error (and any other describing element), for aria-describedby. */
export function describedBy(id: string, { hint, error, extra }: { hint?: string; error?: string; extra?: string }): string | undefined {
  return [hint && hint !== error ? `${id}-hint` : null, error ? `${id}-error` : null, extra ?? null].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  labelAside,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="group mb-4">
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && hint !== error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-on-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex gap-1 text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
