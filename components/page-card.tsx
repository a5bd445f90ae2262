// A screen's content in the card: heading first, so the page reads in order. A status screen
// (warning, error, info, success) shows its icon above a centred heading; its actions, like every
// screen's, stack full width below the text (PageActions).
import type { ReactNode } from 'react';
import { StatusBadge, type Tone } from './status-icon';

export function PageCard({ heading, tone, children }: { heading: string; tone?: Tone; children: ReactNode }) {
  return (
    <section aria-labelledby="page-heading" className={tone ? 'text-center' : undefined}>
      {tone ? <StatusBadge tone={tone} /> : null}
      <h1 id="page-heading" className="kc-heading">
        {heading}
      </h1>
      {children}
    </section>
  );
}

export function PageActions({ children }: { children: ReactNode }) {
  return <div className="kc-actions">{children}</div>;
}
