'use client';
// Loaded by PasskeyButton only where the browser has WebAuthn. A passkey ceremony behind a button (sign in, create, step up), shown only once the page knows this
// browser can do it; on the e-mail stage also the autofill sign-in, waiting in the e-mail field's
// suggestions. A cancelled prompt leaves the user here with a message and the button to try again.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { passkeyShown } from '@/lib/passkeys/availability';
import { abortPendingCeremony, browserPasskeySupport, navigate, runCeremony, type CeremonyOutcome, type PasskeyCeremony } from '@/lib/client/passkeys';
import { Banner } from './banner';
import { Button } from './button';
import { Divider } from './divider';
import type { PasskeyButtonProps } from './passkey-place';

type Support = Awaited<ReturnType<typeof browserPasskeySupport>>;
type MessageKey = Extract<CeremonyOutcome, { message: string }>['message'];

export default function PasskeyCeremony({
  ceremony,
  label,
  offer = 'always',
  autofill = false,
  extra,
  divider,
  variant = 'primary',
  unsupported,
  text,
  place = null,
}: PasskeyButtonProps & { place?: ReactNode }) {
  const [support, setSupport] = useState<Support | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const extraRef = useRef(extra);
  const armed = useRef(false);
  // Outcomes that arrive after the page moved on (a soft navigation to the password stage) are dropped.
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    void browserPasskeySupport().then((s) => mounted.current && setSupport(s));
    return () => {
      mounted.current = false;
      if (armed.current) void abortPendingCeremony();
    };
  }, []);

  const settle = useCallback((outcome: CeremonyOutcome): boolean => {
    if (!mounted.current) return true;
    if ('go' in outcome) {
      navigate(outcome.go);
      return true;
    }
    if ('message' in outcome) setMessage(outcome.message);
    return false;
  }, []);

  // Autofill: one pending request per page, started once; a modal request aborts it (and re-arms it after).
  const armAutofill = useCallback(() => {
    if (armed.current) return;
    armed.current = true;
    void runCeremony('sign-in', extraRef.current, { autofill: true }).then((outcome) => {
      armed.current = false;
      if (!('aborted' in outcome)) settle(outcome);
    });
  }, [settle]);

  const shown = support !== null && passkeyShown(offer, support);
  const wantsAutofill = autofill && ceremony === 'sign-in' && support?.autofill === true && support.webauthn;
  useEffect(() => {
    if (wantsAutofill) armAutofill();
  }, [wantsAutofill, armAutofill]);

  async function start() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const outcome = await runCeremony(ceremony, extraRef.current);
    if (settle(outcome)) return;
    setBusy(false);
    if (wantsAutofill) armAutofill();
  }

  if (support === null) return place;
  if (!shown) return unsupported && !support.webauthn ? <Banner tone="info">{unsupported}</Banner> : null;
  return (
    <>
      {divider ? <Divider label={divider} /> : null}
      {message ? <Banner tone={message === 'cancelled' ? 'warning' : 'error'}>{text[message] ?? text.network}</Banner> : null}
      <Button type="button" variant={variant} busy={busy} onClick={start}>
        {label}
      </Button>
    </>
  );
}
