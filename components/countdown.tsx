'use client';
// A countdown ("You can ask for a new code in 0:42") over the controls it holds back (resend).
// Without JavaScript the page cannot tick, so it says when instead ("at 10:42:30 UTC"). The controls
// are either disabled until it ends (`hold="disable"`; without JavaScript they stay usable, and one
// pressed too early is answered with the time left) or not there until it ends (`hold="hide"`;
// without JavaScript they appear when the page is opened again after that time). Screen readers
// hear it once, when it ends (a ticking live region would talk every second).
import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';

export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.ceil(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type CountdownText = {
  /** With `{time}` (m:ss). */
  running: string;
  done: string;
  /** With `{time}`: a clock time, for the page without JavaScript. */
  until?: string;
};

/** The seconds left of a countdown of `seconds` begun as the component mounted (the server's render keeps `seconds`). */
export function useSecondsLeft(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/** Controls that exist only once the countdown has ended (no words of its own: a Countdown beside it says when). */
export function AfterCountdown({ seconds, children }: { seconds: number; children: ReactNode }) {
  return useSecondsLeft(seconds) <= 0 ? children : null;
}

export function Countdown({
  seconds,
  text,
  until,
  hold = 'disable',
  children,
}: {
  seconds: number;
  text: CountdownText;
  until?: string;
  hold?: 'disable' | 'hide';
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const left = useSecondsLeft(seconds);
  const done = left <= 0;
  const waiting = hydrated
    ? text.running.replace('{time}', formatSeconds(left))
    : until && text.until
      ? text.until.replace('{time}', until)
      : text.running.replace('{time}', formatSeconds(seconds));
  return (
    <div className="text-sm">
      {done ? null : (
        <p role="timer" className="mb-2 text-on-muted">
          {waiting}
        </p>
      )}
      <p aria-live="polite" className={done && seconds > 0 ? 'mb-2 text-on-muted' : 'sr-only'}>
        {done && seconds > 0 ? text.done : ''}
      </p>
      {hold === 'hide' ? (
        done ? (
          children
        ) : null
      ) : (
        /* Disabled while counting, once the page can count; `contents` keeps the layout of what it holds. */
        <fieldset disabled={hydrated && !done} className="contents">
          {children}
        </fieldset>
      )}
    </div>
  );
}
