'use client';
// The footer menus' keyboard with JavaScript (footer-menu.tsx), from a marker just after the footer.
// Escape closes the open menu and puts focus back on its button; choosing an item does the same while
// the page reloads (or at once, when the item is the page already shown); and the page a choice lands
// on (its address ends in the menu's #id) starts on that button, where the browser's own fragment
// focus has not put it already.
import { useEffect, useRef } from 'react';

export function FooterMenuKeys() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const footer = marker.current?.previousElementSibling;
    const menus = [...(footer?.querySelectorAll('details') ?? [])];
    const landed = document.activeElement === document.body || document.activeElement?.id === 'page-heading';
    const detach = menus.map((details) => {
      const button = details.querySelector('summary');
      if (!button) return () => {};
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
    });
    return () => detach.forEach((undo) => undo());
  }, []);
  return <span ref={marker} hidden />;
}
