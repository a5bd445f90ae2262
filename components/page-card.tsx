// The card every screen sits in: heading first, so the page reads in order.
import type { ReactNode } from 'react';

export function PageCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-heading" className="rounded-lg bg-surface p-6 text-on-surface shadow-sm">
      <h1 id="page-heading" className="mb-4 text-2xl font-semibold">
        {heading}
      </h1>
      {children}
    </section>
  );
}
