// A message above a form or screen in one of four tones, with its icon. An error is an alert that
// screen readers announce at once; the others are polite status messages.
import type { ReactNode } from 'react';
import { StatusIcon, type Tone } from './status-icon';

const STYLES: Record<Tone, string> = {
  info: 'border-info bg-info-tint',
  success: 'border-success bg-success-tint',
  warning: 'border-warning bg-warning-tint',
  error: 'border-danger bg-danger-tint',
};

export function Banner({ tone, children, id }: { tone: Tone; children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 flex gap-2 rounded-md border border-l-4 px-3 py-2.5 text-sm text-on-surface ${STYLES[tone]}`}
    >
      <StatusIcon tone={tone} className="mt-px" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
