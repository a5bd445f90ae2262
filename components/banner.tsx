// Success and error banners. Success is a polite status; an error is an alert screen readers announce.
import type { ReactNode } from 'react';

export function Banner({ tone, children, id }: { tone: 'success' | 'error' | 'info'; children: ReactNode; id?: string }) {
  const styles = {
    success: 'border-success bg-green-50 text-success',
    error: 'border-danger bg-red-50 text-danger',
    info: 'border-gray-300 bg-muted text-on-muted',
  }[tone];
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-md border-l-4 px-3 py-2 text-sm ${styles}`}>
      {children}
    </div>
  );
}
