'use client';
// The security page's list of passkeys, told to the browser (issue 25, WebAuthn's Signal API): after a
// removal here, a password manager that takes the signal stops offering the removed passkey. Only
// where the browser has the signal: elsewhere nothing is fetched, and nothing shows either way.
import { useEffect } from 'react';
import type { PasskeySignals } from '@/lib/passkeys/signals';

export function AcceptedPasskeys({ signals }: { signals: PasskeySignals }) {
  const ids = signals.credentialIds?.join(',');
  useEffect(() => {
    const credential = window.PublicKeyCredential as (typeof PublicKeyCredential & { signalAllAcceptedCredentials?: unknown }) | undefined;
    if (typeof credential?.signalAllAcceptedCredentials !== 'function') return;
    void import('@/lib/client/passkeys').then(async ({ sendPasskeySignals }) => sendPasskeySignals(await import('@simplewebauthn/browser'), signals));
    // Once per list the page shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  return null;
}
