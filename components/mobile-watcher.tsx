'use client';
// Follows a partner-app challenge through the event stream (DESIGN §8) and moves the page on when it
// changes: to the finish on success, else to the page, which the server renders for the new state.
// A dropped stream is tried again at most ten times, with backoff (SPEC's reconnection rule); then
// the page says the connection was lost and offers to look again. Renders nothing until then.
import { useEffect, useState } from 'react';
import { navigate } from '@/lib/client/navigate';
import { reconnectDelay } from '@/lib/client/reconnect';
import type { MobileEventData } from '@/lib/mfa/mobile-stream';
import { Banner } from './banner';
import { Button } from './button';

export const EVENTS_URL = '/api/mfa/mobile/events';
export const FINISH_URL = '/api/mfa/mobile/finish';

export function MobileWatcher({ version, pageUrl, text }: { version: number; pageUrl: string; text: { lost: string; retry: string } }) {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let done = false;
    const stop = () => {
      done = true;
      source?.close();
      window.clearTimeout(timer);
    };
    const open = () => {
      // The page's own version: the stream sends only what is newer.
      source = new EventSource(`${EVENTS_URL}?after=${version}`);
      source.onopen = () => {
        attempt = 0;
      };
      source.addEventListener('status', (e) => {
        const data = JSON.parse((e as MessageEvent<string>).data) as MobileEventData;
        if (data.version <= version) return;
        stop();
        navigate(data.event === 'MFA_VERIFICATION_SUCCESS' ? FINISH_URL : pageUrl);
      });
      source.addEventListener('gone', () => {
        stop();
        navigate(pageUrl);
      });
      source.onerror = () => {
        source?.close();
        if (done) return;
        attempt += 1;
        const delay = reconnectDelay(attempt);
        if (delay === null) {
          stop();
          setLost(true);
          return;
        }
        timer = window.setTimeout(open, delay);
      };
    };
    open();
    return stop;
  }, [version, pageUrl]);

  if (!lost) return null;
  return (
    <div className="mt-4">
      <Banner tone="error">{text.lost}</Banner>
      <Button type="button" onClick={() => navigate(pageUrl)}>
        {text.retry}
      </Button>
    </div>
  );
}
