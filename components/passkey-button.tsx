'use client';
// "Continue with a passkey", "Create a passkey", "Use my passkey": the button and its ceremony load
// only once the page is hydrated in a browser that has WebAuthn, so no page's first load carries the
// passkey code, and a browser without WebAuthn never fetches it.
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { Banner } from './banner';
import type { PasskeyButtonProps } from './passkey-ceremony';

const PasskeyCeremony = lazy(() => import('./passkey-ceremony'));

export type { PasskeyButtonProps };

export function PasskeyButton(props: PasskeyButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (typeof window.PublicKeyCredential !== 'function') return props.unsupported ? <Banner tone="info">{props.unsupported}</Banner> : null;
  return (
    <Suspense fallback={null}>
      <PasskeyCeremony {...props} />
    </Suspense>
  );
}
