// The frame every field shares: the label (with an optional control at the end of its line), the
// hint while there is no error, and the error, announced as an alert, after an error icon (so the
// error does not rest on colour alone).
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { unbroken } from './unbroken';

/** A hint is shown (and describes the field) unless the error says the same words. */
const hintShown = (hint?: string, error?: string) => !!hint && hint !== error;

/** The ids of a field's hint and error (and any other describing element), for aria-describedby. */
export function describedBy(id: string, { hint, error, extra }: { hint?: string; error?: string; extra?: string }): string | undefined {
  return [hintShown(hint, error) ? `${id}-hint` : null, error ? `${id}-error` : null, extra ?? null].filter(Boolean).join(' ') || undefined;
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
    <div className="kc-field group">
      <div className="kc-field-head">
        <label htmlFor={id} className="kc-label">
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
      {hintShown(hint, error) ? (
        <p id={`${id}-hint`} className="kc-hint">
          {unbroken(hint)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="kc-error-text" role="alert">
          {/* Within the line's height (1.25rem at text-sm): the icon adds no height to the message. */}
          <Icon name="error" className="mt-0.5 size-4" />
          <span>{unbroken(error)}</span>
        </p>
      ) : null}
    </>
  );
}
