// A button that posts a form of its own to a route handler (later, keep, reset, send): works
// without JavaScript, like every form here. `values` go along as hidden fields.
import type { ReactNode } from 'react';
import { Button } from './button';
import { HiddenFields } from './hidden-fields';
import type { Variant } from './button';

export function PostButton({
  action,
  values,
  variant = 'primary',
  autoFocus,
  children,
}: {
  action: string;
  values?: Record<string, string | undefined>;
  variant?: Variant;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      {values ? <HiddenFields values={values} /> : null}
      <Button type="submit" variant={variant} autoFocus={autoFocus}>
        {children}
      </Button>
    </form>
  );
}
