// A note for browsers that run no script (what needs JavaScript, and the way on without it). A CSS
// media query rather than <noscript>: it also holds where scripts are blocked rather than off.
import type { ReactNode } from 'react';

export function NoScriptNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`kc-no-script ${className}`}>{children}</p>;
}
