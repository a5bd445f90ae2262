'use client';
// "Print": the browser's print dialog for this page (its print styles show only what matters). Only
// with JavaScript; without it, the browser's own menu prints the page.
import { useHydrated } from '@/lib/client/use-hydrated';

export function PrintButton({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <button type="button" className="kc-button-small" onClick={() => window.print()}>
      {label}
    </button>
  );
}
