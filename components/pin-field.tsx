// A badge's PIN (issue 38): digits on a phone's number pad, hidden as typed (a front desk has people
// behind it) with a "Show PIN" toggle, never offered to a password manager, at most PIN_MAX digits.
import { PIN_MAX } from '@/lib/badges/pin';
import type { FieldProps } from './field';
import { PasswordField } from './password-field';

export function PinField(props: Omit<FieldProps, 'type' | 'adornment' | 'inputMode' | 'autoComplete' | 'maxLength'> & { showLabel: string }) {
  return <PasswordField inputMode="numeric" autoComplete="off" maxLength={PIN_MAX} required {...props} />;
}
