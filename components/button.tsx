// Buttons and button-looking links: primary (the brand colour), secondary (outlined), link. A busy
// button stays focusable (aria-disabled, not disabled), so focus never falls to the page body.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

// The transparent border becomes the system's edge in forced colours.
const base =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border px-4 py-2 text-center text-base font-semibold no-underline aria-disabled:cursor-progress aria-disabled:opacity-70';
const VARIANTS = {
  primary: `${base} border-transparent bg-primary text-on-primary hover:brightness-110`,
  secondary: `${base} border-link bg-surface text-link hover:bg-page`,
  link: 'inline font-medium text-link underline underline-offset-2 hover:no-underline aria-disabled:cursor-progress',
};

export type Variant = keyof typeof VARIANTS;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean };

/** While busy, the form's own submit handler ignores another press (useLightForm). */
export function Button({ variant = 'primary', busy = false, className, children, ...props }: ButtonProps) {
  return (
    <button className={`${VARIANTS[variant]} ${className ?? ''}`} aria-disabled={busy || undefined} aria-busy={busy || undefined} {...props}>
      {busy && variant !== 'link' ? <Spinner /> : null}
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

function Spinner() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" className="animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
