'use client';
// Issue 41: a new password's field. Without JavaScript it is the password field, and a password the
// server refused as easy to guess comes back with the estimate's reasons under it. With JavaScript, the
// strength meter (components/password-meter.tsx, its own chunk, with the estimator, the page language's
// dictionaries and its words) is loaded when the field is first used, never with the page.
// Nothing here listens to paste or changes the value: password managers and pasting work as anywhere.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { PasswordField } from './password-field';
import { StrengthReasons } from './strength-reasons';
import type { FieldProps } from './field';
import type { PasswordMeterProps } from './password-meter';
import type { StrengthFeedback } from '@/lib/passwords/feedback';
import type { Locale } from '@/lib/upstream/contract/common';

export type NewPasswordFieldProps = Omit<FieldProps, 'type' | 'adornment' | 'moreDescribedBy'> & {
  showLabel: string;
  locale: Locale;
  /** What the person and the page give away (their name, e-mail, organisation): counted as guessable. */
  userInputs: readonly string[];
  /** The server's estimate of a password it refused as easy to guess, shown with its error. */
  refused?: StrengthFeedback;
  /** The reasons of a refusal the server sent back with the page, in its words (no JavaScript needed). */
  refusedReasons?: readonly string[];
};

export function NewPasswordField({ id, locale, userInputs, refused, refusedReasons, error, onFocus, onInput, ...field }: NewPasswordFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const [Meter, setMeter] = useState<ComponentType<PasswordMeterProps> | null>(null);
  const [described, setDescribed] = useState(false);
  const onDescribed = useCallback((d: boolean) => setDescribed(d), []);

  function wake() {
    if (asked.current) return;
    asked.current = true;
    import('./password-meter').then(
      (m) => setMeter(() => m.PasswordMeter),
      // Offline for a moment: the next keystroke asks again.
      () => (asked.current = false),
    );
  }
  // Focused before the page was hydrated (autofocus), filled in by a password manager meanwhile, or refused with reasons.
  useEffect(() => {
    const el = input.current;
    if (el && (document.activeElement === el || el.value || (refused && error))) wake();
  }, [refused, error]);

  const reasons = error && refused ? refusedReasons : undefined;
  return (
    <div>
      <PasswordField
        {...field}
        id={id}
        ref={input}
        error={error}
        moreDescribedBy={(Meter ? described : !!reasons?.length) ? `${id}-strength` : undefined}
        onFocus={(e) => {
          wake();
          onFocus?.(e);
        }}
        onInput={(e) => {
          wake();
          onInput?.(e);
        }}
      />
      {Meter ? (
        <Meter
          id={id}
          input={input}
          locale={locale}
          userInputs={userInputs}
          error={error}
          refused={refused}
          refusedReasons={refusedReasons}
          onDescribed={onDescribed}
        />
      ) : reasons?.length ? (
        <StrengthReasons id={id} reasons={reasons} className="-mt-2 mb-4 text-sm" />
      ) : null}
    </div>
  );
}
