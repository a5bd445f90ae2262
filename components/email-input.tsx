// The e-mail field as every form shows it: e-mail keyboard, no auto-capitalisation or spell-check.
import { Field, type FieldProps } from './field';

export function EmailInput(props: Omit<FieldProps, 'id' | 'name' | 'type'>) {
  return <Field id="email" name="email" type="email" inputMode="email" autoCapitalize="none" spellCheck={false} required {...props} />;
}
