// Buttons and button-looking links in the theme's primary colour.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

const base = 'inline-flex w-full items-center justify-center rounded-md px-4 py-2.5 text-base font-semibold disabled:opacity-60';
const variants = {
  primary: `${base} bg-primary text-on-primary hover:brightness-110`,
  secondary: `${base} border border-primary bg-surface text-primary hover:bg-muted`,
};

type Variant = keyof typeof variants;

export function Button({ variant = 'primary', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button className={`${variants[variant]} ${className ?? ''}`} {...props} />;
}

export function ButtonLink({ variant = 'primary', className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a className={`${variants[variant]} ${className ?? ''}`} {...props} />;
}

export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={`font-medium text-primary underline underline-offset-2 hover:no-underline ${className ?? ''}`} {...props} />;
}
