'use client';
// A footer menu's keyboard with JavaScript (footer-menu.tsx). Escape closes the open menu and puts
// focus back on its button; choosing an item does the same while the page reloads (or at once, when
// the item is the page already shown); and the page a choice lands on (its address ends in the menu's
// #id) starts on the button, where the browser's own fragment focus has not put it already.
import { useEffect, useRef } from 'react';

export function FooterMenuKeys() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const details = marker.current?.closest('details');
    const button = details?.querySelector('summary');
    if (!details || !button) return;
    const landed = document.activeElement === document.body || document.activeElement?.id === 'page-heading';
    if (button.id && window.location.hash === `#${button.id}` && landed) button.focus();
    const close = () => {
      details.open = false;
      button.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.preventDefault();
      close();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) close();
    };
    details.addEventListener('keydown', onKey);
    details.addEventListener('click', onClick);
    return () => {
      details.removeEventListener('keydown', onKey);
      details.removeEventListener('click', onClick);
    };
  }, []);
  return <span ref={marker} hidden />;
}
