'use client';
// A countdown ("Send again in 0:42"). The server renders the time, so it reads right without
// JavaScript; with it, it ticks each second. Screen readers are told politely when it ends (a
// ticking live region would talk every second), and only then is `children` (e.g. resend) shown.
import { useEffect, useState, type ReactNode } from 'react';

export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.ceil(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function Countdown({ seconds, text, children }: { seconds: number; text: { running: string; done: string }; children?: ReactNode }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  const done = left <= 0;
  return (
    <div className="mb-4 text-sm">
      {done ? null : (
        <p role="timer" className="text-on-muted">
          {text.running.replace('{time}', formatSeconds(left))}
        </p>
      )}
      <p aria-live="polite" className={done ? 'text-on-muted' : 'sr-only'}>
        {done ? text.done : ''}
      </p>
      {done ? children : null}
    </div>
  );
}
