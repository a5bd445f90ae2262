// A modal dialog rendered on the server, so it works without JavaScript. The page behind it is inert
// (nothing there can be focused or read), and so is everything else: the layout's footer cannot know
// that its page has a dialog open, so the dialog says it by being there. globals.css makes every
// sibling of a `.kc-dialog` and of the boxes it sits in inert (CSS `interactivity`), and DialogKeys
// does the same with the `inert` attribute where scripts run.
// Focus opens on the action the page gives `autoFocus`: the safe one where there is a choice. A
// confirmation can be dismissed (its cancel action, and Escape with JavaScript); a must-do dialog
// (e.g. must-log-out) cannot. Closing one is a new page that focuses the control that opened it.
import type { ReactNode } from 'react';
import { DialogKeys } from './dialog-keys';

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
      <div className="kc-dialog fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
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
          <DialogKeys cancelHref={dismissHref} />
        </div>
      </div>
    </>
  );
}
