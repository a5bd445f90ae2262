// A message above a form or screen in one of four tones, with its icon. An error is an alert that
// screen readers announce at once; the others are polite status messages.
import type { ReactNode } from 'react';
import { StatusIcon, type Tone } from './status-icon';
import { unbroken } from './unbroken';

export function Banner({ tone, children, id }: { tone: Tone; children: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`kc-banner kc-banner-${tone}`}>
      <StatusIcon tone={tone} className="mt-px" />
      <div className="min-w-0 flex-1">{unbroken(children)}</div>
    </div>
  );
}
