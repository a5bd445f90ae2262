'use client';
// Loaded by PasskeyButton only where the browser has WebAuthn. A passkey ceremony behind a button (sign in, create, step up), shown only once the page knows this
// browser can do it; on the e-mail stage also the autofill sign-in, waiting in the e-mail field's
// suggestions. A cancelled prompt leaves the user here with a message and the button to try again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { passkeyShown, type PasskeyOffer } from '@/lib/passkeys/availability';
import { abortPendingCeremony, browserPasskeySupport, navigate, runCeremony, type CeremonyOutcome, type PasskeyCeremony } from '@/lib/client/passkeys';
import { Banner } from './banner';
import { Button, type Variant } from './button';
import { Divider } from './divider';

type Support = Awaited<ReturnType<typeof browserPasskeySupport>>;
type MessageKey = Extract<CeremonyOutcome, { message: string }>['message'];

export type PasskeyButtonProps = {
  ceremony: PasskeyCeremony;
  label: string;
  /** The server's half of SPEC §6's rule (the e-mail stage); enrolment and step-up always offer. */
  offer?: Exclude<PasskeyOffer, 'never'>;
  /** Also offer the user's passkeys in the e-mail field's autofill (sign-in only). */
  autofill?: boolean;
  /** Sent along with the response (the flow, the stored URI, the state id). */
  extra?: Record<string, unknown>;
  /** An "or" rule above the button (the e-mail stage). */
  divider?: string;
  variant?: Variant;
  /** Said where this browser cannot use passkeys (a page that is only about passkeys). */
  unsupported?: string;
  /** Translated messages by key (those this ceremony can meet; `network` stands in for a missing one). */
  text: Partial<Record<MessageKey, string>> & { network: string };
};

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
}: PasskeyButtonProps) {
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

  if (support === null) return null;
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
