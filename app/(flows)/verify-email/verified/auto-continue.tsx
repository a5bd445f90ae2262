'use client';
// SPEC §2's automatic redirect after "E-mail verified", with JavaScript only, and one that can be
// stopped (WCAG 2.2.1): a visible countdown with "Stay on this page", said once to screen readers
// (a live region that ticked would talk every second). Without JavaScript the page waits for its
// Continue button, which this holds (`children`): staying takes focus there, not to the page body.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from '@/lib/client/navigate';
import { useHydrated } from '@/lib/client/use-hydrated';

export type AutoContinueText = {
  /** "Taking you onwards in N seconds.", worded by the server for each N from 1 up. */
  countdown: string[];
  stay: string;
  stayed: string;
};

export function AutoContinue({ href, text, children }: { href: string; text: AutoContinueText; children: ReactNode }) {
  const hydrated = useHydrated();
  const [left, setLeft] = useState(text.countdown.length);
  const [stayed, setStayed] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hydrated || stayed) return;
    if (left <= 0) return navigate(href);
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [hydrated, stayed, left, href]);
  const counting = hydrated && !stayed;
  return (
    <>
      {/* Empty in the server's HTML, so what the script writes into it is announced. */}
      <p role="status" className="sr-only">
        {hydrated ? (stayed ? text.stayed : text.countdown.at(-1)) : ''}
      </p>
      {counting ? (
        <p aria-hidden="true" className="mt-4 text-on-muted" data-testid="countdown">
          {text.countdown[Math.max(left, 1) - 1]}
        </p>
      ) : null}
      {stayed ? <p className="mt-4 text-on-muted">{text.stayed}</p> : null}
      <div ref={actions} className="kc-actions">
        {children}
        {counting ? (
          <button
            type="button"
            className="kc-button kc-button-secondary"
            onClick={() => {
              setStayed(true);
              actions.current?.querySelector('a')?.focus();
            }}
          >
            {text.stay}
          </button>
        ) : null}
      </div>
    </>
  );
}
