'use client';
// An unexpected failure while rendering a page: on to the translated, themed unknown-error page
// (there are no strings here to translate). A meta refresh does it without JavaScript too; never on
// /error itself, so a failing error page cannot loop.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export default function RenderError() {
  const onErrorPage = usePathname() === '/error';
  useEffect(() => {
    if (!onErrorPage) window.location.replace('/error');
  }, [onErrorPage]);
  return onErrorPage ? null : <meta httpEquiv="refresh" content="0;url=/error" />;
}
