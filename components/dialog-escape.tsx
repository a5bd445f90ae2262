'use client';
// Escape cancels a dismissible dialog: it follows the dialog's cancel link.
import { useEffect } from 'react';

export function DialogEscape({ href }: { href: string }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.location.assign(href);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [href]);
  return null;
}
