'use client';
// "Print": the browser's print dialog for this page (its print styles show only what matters). Only
// with JavaScript; without it, the browser's own menu prints the page. Until the page runs, an unseen
// copy keeps its place (issue 37).
import { useHydrated } from '@/lib/client/use-hydrated';

export function PrintButton({ label }: { label: string }) {
  if (!useHydrated())
    return (
      <span aria-hidden="true" className="kc-button-small invisible">
        {label}
      </span>
    );
  return (
    <button type="button" className="kc-button-small" onClick={() => window.print()}>
      {label}
    </button>
  );
}
