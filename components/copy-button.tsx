'use client';
// Copies a value (e.g. a setup key) and says so: the button's words change to "Copied" and a polite
// status repeats it for screen readers. Without JavaScript, or without a clipboard, there is no
// button: the value is on the page to select. Until the page runs, an unseen copy keeps its place, so
// nothing beside or below it moves when it comes (issue 37).
import { useEffect, useState } from 'react';
import { Icon } from './icon';
import { useHydrated } from '@/lib/client/use-hydrated';

export function CopyButton({ value, text }: { value: string; text: { copy: string; copied: string } }) {
  // Rendered on the client only once hydrated, so navigator is there to ask.
  const hydrated = useHydrated();
  const canCopy = hydrated && !!navigator.clipboard;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!hydrated)
    return (
      <span aria-hidden="true" className="kc-button-small invisible">
        <Icon name="copy" className="size-4" />
        {text.copy}
      </span>
    );
  if (!canCopy) return null;
  return (
    <>
      <button type="button" onClick={() => navigator.clipboard.writeText(value).then(() => setCopied(true))} className="kc-button-small">
        <Icon name={copied ? 'check' : 'copy'} className="size-4" />
        {copied ? text.copied : text.copy}
      </button>
      <span role="status" className="sr-only">
        {copied ? text.copied : ''}
      </span>
    </>
  );
}
