'use client';
// Partner single sign-on with JavaScript: the page's form is posted at once (the user sees the
// authenticating state, not a button), and a network error opens SPEC §8's warning dialog over the
// page: its reload button posts again, closing it goes to the unknown error page. Without JavaScript
// the page's own button posts the form, and the dialog comes back rendered by the server.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from '@/lib/client/navigate';
import { submitForm } from '@/lib/client/submit-form';
import { Button, ButtonLink } from './button';
import { Dialog } from './dialog';

export type SsoDialogText = { title: string; body: string; reload: string; close: string };

export function SsoSignIn({
  fields,
  text,
  auto = true,
  children,
}: {
  fields: { partnerCode: string };
  text: SsoDialogText;
  /** Post at once (no one is signed in yet); otherwise the page's own button does. */
  auto?: boolean;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const post = useCallback(async () => {
    const result = await submitForm('/api/partners/sso', fields);
    if (result.ok) return navigate(result.next);
    setBusy(false);
    // SPEC §8: a network error is the dialog; anything else is the unknown error page.
    if (result.errors.form === 'network') setFailed(true);
    else navigate('/error');
  }, [fields]);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!auto || started.current) return;
    started.current = true;
    // A page the browser prerenders (a guess from the address bar) must not spend the single-use
    // token: it posts when the user actually opens it.
    const doc = document as Document & { prerendering?: boolean };
    const start = () => void post();
    if (doc.prerendering) doc.addEventListener('prerenderingchange', start, { once: true });
    else queueMicrotask(start);
  }, [auto, post]);

  if (!failed) return children;
  return (
    <Dialog id="sso-network" title={text.title} description={<p>{text.body}</p>} behind={children} dismissHref="/error">
      <Button
        type="button"
        autoFocus
        busy={busy}
        onClick={() => {
          setFailed(false);
          setBusy(true);
          void post();
        }}
      >
        {text.reload}
      </Button>
      <ButtonLink href="/error" variant="secondary">
        {text.close}
      </ButtonLink>
    </Dialog>
  );
}
