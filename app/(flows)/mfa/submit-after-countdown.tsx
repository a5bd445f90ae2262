'use client';
// A form's submit button that waits out a refusal's countdown (a lock after too many codes, "sent
// too often"): SPEC §2's countdown on Next, and on Verify. No countdown, no wait.
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Countdown } from '@/components/countdown';
import type { FormText } from '@/lib/form-text';

export function SubmitAfterCountdown({
  retryIn,
  retryUntil,
  text,
  busy,
  children,
}: {
  retryIn: number;
  /** The countdown's end as a clock time, for the page without JavaScript. */
  retryUntil?: string;
  text: FormText<'mfa'>;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Countdown key={retryIn} seconds={retryIn} until={retryUntil} text={{ running: text.retryIn, done: text.retryReady, until: text.retryAt }}>
      <Button type="submit" busy={busy}>
        {children}
      </Button>
    </Countdown>
  );
}
