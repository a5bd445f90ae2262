// A message above a form or screen in one of four tones, with its icon. An error is an alert that
// screen readers announce at once; the others are polite status messages. A live region that is
// already on the page when it loads is not announced: a page opening on such a message (e.g. "We
// have sent another link") gives it `focus`, so it is read first (the page's heading then is not).
import type { ReactNode } from 'react';
import { StatusIcon, type Tone } from './status-icon';
import { unbroken } from './unbroken';

export function Banner({ tone, children, id, focus }: { tone: Tone; children: ReactNode; id?: string; focus?: boolean }) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`kc-banner kc-banner-${tone} ${focus ? 'focus:outline-none' : ''}`}
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus}
    >
      <StatusIcon tone={tone} className="mt-px" />
      <div className="min-w-0 flex-1">{unbroken(children)}</div>
    </div>
  );
}
