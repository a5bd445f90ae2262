'use client';
// A form's submit button that waits out a refusal's countdown (a lock after too many codes, "sent
// too often", Keycard's waits after wrong passwords, a badge's wait after wrong PINs): SPEC §2's
// countdown on Next, and on Verify. No countdown, no wait.
import type { ReactNode } from 'react';
import { Button } from './button';
import { Countdown } from './countdown';

/** The countdown's messages, each form's own (`{time}` filled in by the browser). */
export type CountdownMessages = { retryIn: string; retryReady: string; retryAt: string };

export function SubmitAfterCountdown({
  retryIn,
  retryUntil,
  text,
  busy,
  disabled,
  children,
}: {
  retryIn: number;
  /** The countdown's end as a clock time, for the page without JavaScript. */
  retryUntil?: string;
  text: CountdownMessages;
  busy: boolean;
  /** Held back for good (a locked badge), whatever the countdown. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Countdown key={retryIn} seconds={retryIn} until={retryUntil} text={{ running: text.retryIn, done: text.retryReady, until: text.retryAt }}>
      <Button type="submit" busy={busy} disabled={disabled}>
        {children}
      </Button>
    </Countdown>
  );
}
