'use client';
// Issue 41: the strength meter under a new password's field (components/new-password-field.tsx), in
// its own chunk: the field loads it when first used, so no page's first load carries it. It fetches
// the estimator with the page language's dictionaries and its words (/api/password-words), measures
// the field's value after each pause in the typing, says the level in a polite live region (present
// from its first render, so each change is announced) and lists the reasons, which describe the field.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Icon } from './icon';
import { StrengthReasons } from './strength-reasons';
import type { StrengthText } from '@/lib/form-text';
import { isStrongEnough, levelOf, type StrengthFeedback } from '@/lib/passwords/feedback';
import { estimatorFor, type Estimator } from '@/lib/passwords/strength';
import type { Locale } from '@/lib/upstream/contract/common';

/** How long the typing must pause before the estimate runs (it takes a few milliseconds a password). */
const PAUSE_MS = 200;

export type PasswordMeterProps = {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  locale: Locale;
  userInputs: readonly string[];
  error?: string;
  refused?: StrengthFeedback;
  refusedReasons?: readonly string[];
  /** Whether the meter shows text that describes the field (its reasons, or "Strong enough"). */
  onDescribed: (described: boolean) => void;
};

type Loaded = { estimator: Estimator; words: StrengthText };

export function PasswordMeter({ id, input, locale, userInputs, error, refused, refusedReasons, onDescribed }: PasswordMeterProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [estimate, setEstimate] = useState<StrengthFeedback | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    Promise.all([
      estimatorFor(locale),
      fetch(`/api/password-words?locale=${locale}`).then((r) => (r.ok ? (r.json() as Promise<StrengthText>) : Promise.reject(new Error(String(r.status))))),
    ]).then(
      ([estimator, words]) => live && setLoaded({ estimator, words }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);

  // Each pause in the typing (or a paste, or a password manager's fill) is measured; an empty field shows nothing.
  useEffect(() => {
    const el = input.current;
    if (!el || !loaded) return;
    const measure = () => {
      clearTimeout(pause.current);
      const value = el.value;
      if (!value) return setEstimate(null);
      pause.current = setTimeout(() => setEstimate(loaded.estimator.estimate(value, userInputs)), PAUSE_MS);
    };
    if (el.value) measure();
    el.addEventListener('input', measure);
    return () => {
      el.removeEventListener('input', measure);
      clearTimeout(pause.current);
    };
  }, [input, loaded, userInputs]);

  const words = loaded?.words;
  // The estimate once there is one; before, the server's reasons for the password it refused.
  const shown = estimate ?? (error && refused ? refused : null);
  const strong = shown ? isStrongEnough(shown.score) : false;
  const reasons =
    shown && !strong
      ? words
        ? [shown.warning ? words.warnings[shown.warning] : null, ...shown.suggestions.map((s) => words.suggestions[s])].filter((r): r is string => !!r)
        : [...(refusedReasons ?? [])]
      : [];
  // "Strong enough" only where nothing else refuses it (a breach says otherwise).
  const enough = !!estimate && strong && !error && !!words;
  const described = reasons.length > 0 || enough;
  useEffect(() => onDescribed(described), [described, onDescribed]);
  const level = estimate && words ? levelOf(estimate.score) : null;
  const tone = !estimate ? '' : estimate.score >= 3 ? 'bg-success' : estimate.score === 2 ? 'bg-warning' : 'bg-danger';
  return (
    <div className={level || reasons.length ? '-mt-2 mb-4 text-sm' : 'text-sm'}>
      <div aria-live="polite" className="flex items-center gap-2">
        {level && words ? (
          <>
            <span aria-hidden="true" className="flex w-24 shrink-0 gap-1">
              {[1, 2, 3, 4].map((n) => (
                <span
                  key={n}
                  className={`h-1.5 flex-1 rounded-full border border-control ${n <= Math.max(1, estimate!.score) ? `${tone} forced-colors:bg-[CanvasText]` : ''}`}
                />
              ))}
            </span>
            <span className="font-medium">{words.announce.replace('{level}', words.levels[level])}</span>
          </>
        ) : null}
      </div>
      {reasons.length ? <StrengthReasons id={id} reasons={reasons} className="mt-1" /> : null}
      {enough ? (
        <p id={`${id}-strength`} className="mt-1 flex items-center gap-1 text-on-muted">
          <Icon name="check" className="size-4" />
          {words!.enough}
        </p>
      ) : null}
    </div>
  );
}
