'use client';
// A dialog's keyboard with JavaScript (dialog.tsx): Tab and Shift-Tab go round its own controls
// instead of out of the page, Escape follows a dismissible dialog's cancel link, and everything
// outside it is made inert, for the browsers that do not know CSS's `interactivity` yet.
import { useEffect, useRef } from 'react';

export function DialogKeys({ cancelHref }: { cancelHref?: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = marker.current?.closest<HTMLElement>('[aria-modal]');
    if (!dialog) return;
    const made: Element[] = [];
    for (let node: HTMLElement | null = dialog; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling !== node && !sibling.hasAttribute('inert')) {
          sibling.setAttribute('inert', '');
          made.push(sibling);
        }
      }
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && cancelHref) window.location.assign(cancelHref);
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea')];
      const edge = event.shiftKey ? controls[0] : controls.at(-1);
      if (document.activeElement === edge || !dialog.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const element of made) element.removeAttribute('inert');
    };
  }, [cancelHref]);
  return <span ref={marker} hidden />;
}
