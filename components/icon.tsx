// An icon drawn by CSS (globals.css: a mask in the current text colour), decorative beside words
// that say the same: hidden from assistive technology, and nothing in the page's script payload.
export type IconName =
  'info' | 'success' | 'warning' | 'error' | 'eye' | 'eye-off' | 'globe' | 'chevron-up' | 'check' | 'external' | 'copy' | 'back' | 'sun' | 'moon' | 'contrast';

export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`kc-icon kc-icon-${name} ${className}`} />;
}
