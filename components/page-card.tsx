// A screen's content in the card: heading first, so the page reads in order. A status screen
// (warning, error, info, success) shows its icon above a centred heading; its actions, like every
// screen's, stack full width below the text (PageActions).
//
// Where focus starts (WCAG 2.4.3): every step is a new page, and a new page would start on <body>.
// The heading is the page's autofocus (server HTML, so without JavaScript too; tabindex -1 makes it
// focusable, not a Tab stop), so a screen reader starts on what the screen is and the next Tab is
// its first control. The browser focuses only the first autofocus of a page, so a page that focuses
// something else on arrival (the password or code field, a field with an error, a dialog's action,
// the control a closed dialog was opened from) says so with `focusHeading={false}`. The first page
// of a flow starts on its heading too: on a phone, a focused field would open the keyboard over the
// page before it has been read. A dialog's page needs nothing: the heading behind it is inert, so
// the browser passes it over for the dialog's own autofocus.
//
// The card itself is the root layout's, and so is its width (lib/card.ts).
import type { ReactNode } from 'react';
import { StatusBadge, type Tone } from './status-icon';

export function PageCard({
  heading,
  tone,
  focusHeading = true,
  children,
}: {
  heading: string;
  tone?: Tone;
  /** False where the page autofocuses something else (see above). */
  focusHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-heading" className={tone ? 'text-center' : undefined}>
      {tone ? <StatusBadge tone={tone} /> : null}
      <h1 id="page-heading" className="kc-heading" tabIndex={-1} autoFocus={focusHeading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}

export function PageActions({ children }: { children: ReactNode }) {
  return <div className="kc-actions">{children}</div>;
}
