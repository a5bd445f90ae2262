'use client';
// "Continue with a passkey", "Create a passkey", "Use my passkey": the button and its ceremony load
// only once the page is hydrated in a browser that has WebAuthn, so no page's first load carries the
// passkey code, and a browser without WebAuthn never fetches it.
//
// Where the page offers a passkey whatever the browser's authenticator (`offer` 'always': enrolment,
// step-up, the upgrade prompt, the security page), the button's place is kept from the server's HTML
// on (issue 37): an unseen, inert copy stands where the button will be, so nothing moves under a
// thumb when it arrives. Where showing it depends on a platform authenticator, no place is kept: a
// gap on every computer without one would be worse than the footer moving on those with one.
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { Banner } from './banner';
import { PasskeyPlace, type PasskeyButtonProps } from './passkey-place';

const PasskeyCeremony = lazy(() => import('./passkey-ceremony'));

export type { PasskeyButtonProps };

/** Fetches the ceremony's code ahead of its button (a page about to show one, e.g. "Logging you in" before the upgrade prompt). */
export function preloadPasskeyButton(): void {
  void import('./passkey-ceremony');
}

export function PasskeyButton(props: PasskeyButtonProps) {
  const hydrated = useHydrated();
  const place = (props.offer ?? 'always') === 'always' ? <PasskeyPlace {...props} /> : null;
  if (!hydrated) return place;
  if (typeof window.PublicKeyCredential !== 'function') return props.unsupported ? <Banner tone="info">{props.unsupported}</Banner> : null;
  return (
    <Suspense fallback={place}>
      <PasskeyCeremony {...props} place={place} />
    </Suspense>
  );
}
