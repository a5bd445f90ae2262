'use client';
// The root layout itself failed: on to the unknown-error page, unless that is where we are.
import { useEffect } from 'react';

export default function GlobalError() {
  useEffect(() => {
    if (window.location.pathname !== '/error') window.location.replace('/error');
  }, []);
  return (
    <html lang="en">
      <body />
    </html>
  );
}
