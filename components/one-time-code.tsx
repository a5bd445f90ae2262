// A one-time code: one field (never one box per digit), numeric keyboard, the platform's code
// autofill (autocomplete=one-time-code), spaced digits, and the length in its pattern.
import { Field, type FieldProps } from './field';

export function OneTimeCodeInput({
  length = 6,
  ...props
}: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'pattern'> & { length?: number }) {
  return (
    <Field
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${length}}`}
      maxLength={length}
      autoCapitalize="none"
      spellCheck={false}
      required
      className="text-center font-mono text-xl tracking-[0.5em]"
      {...props}
    />
  );
}
