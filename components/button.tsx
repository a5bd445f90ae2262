// Buttons and button-looking links: primary (the brand colour), secondary (outlined), link. A busy
// button stays focusable (aria-disabled, not disabled), so focus never falls to the page body.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

// The looks are component classes in globals.css (kc-button, kc-link).
const VARIANTS = {
  primary: 'kc-button kc-button-primary',
  secondary: 'kc-button kc-button-secondary',
  link: 'kc-link',
};

export type Variant = keyof typeof VARIANTS;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean };

/** While busy, the form's own submit handler ignores another press (useLightForm). */
export function Button({ variant = 'primary', busy = false, className, children, ...props }: ButtonProps) {
  return (
    <button className={`${VARIANTS[variant]} ${className ?? ''}`} aria-disabled={busy || undefined} aria-busy={busy || undefined} {...props}>
      {busy && variant !== 'link' ? <span aria-hidden="true" className="kc-spinner animate-spin" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant = 'primary', className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a className={`${VARIANTS[variant]} ${className ?? ''}`} {...props} />;
}

export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={`${VARIANTS.link} ${className ?? ''}`} {...props} />;
}
