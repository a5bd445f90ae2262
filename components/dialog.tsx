// A modal dialog rendered on the server, so it works without JavaScript: the page behind is inert
// (nothing there can be focused or read), the first action takes focus. A confirmation can be
// dismissed (a cancel link, and Escape with JavaScript); a must-do dialog (e.g. must-log-out) cannot.
import type { ReactNode } from 'react';
import { DialogEscape } from './dialog-escape';

export function Dialog({
  id,
  title,
  description,
  behind,
  dismissHref,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  /** The page the dialog sits over. */
  behind: ReactNode;
  /** Where cancelling goes; none for a dialog that must be answered. */
  dismissHref?: string;
  /** The actions. */
  children: ReactNode;
}) {
  return (
    <>
      <div inert aria-hidden="true">
        {behind}
      </div>
      <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
        <div
          role={dismissHref ? 'dialog' : 'alertdialog'}
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-body`}
          className="w-full max-w-[364px] rounded-lg border border-edge bg-surface p-6 text-on-surface shadow-xl"
        >
          <h2 id={`${id}-title`} className="mb-2 text-xl font-semibold">
            {title}
          </h2>
          <div id={`${id}-body`} className="mb-5">
            {description}
          </div>
          <div className="flex flex-col gap-3">{children}</div>
        </div>
      </div>
      {dismissHref ? <DialogEscape href={dismissHref} /> : null}
    </>
  );
}
