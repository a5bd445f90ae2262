'use client';
// True once the page is hydrated, false in the server's HTML and during hydration: for controls that
// only work with JavaScript (a show-password toggle, a copy button), so the no-JavaScript page never
// shows a control that does nothing, and hydration never mismatches.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
