// SPEC's not-found page from within a page that finds nothing to show (a property or person the
// manager may not see, a tenant without badges). Next 16's notFound() from a page renders its
// boundary only into the RSC payload, so without JavaScript the 404 is a blank page
// (vercel/next.js#98295); a path no route matches is rendered on the server inside the root layout.
// So the browser goes on to such a path, where the same page answers 404 with its words.
import 'server-only';
import { redirect } from 'next/navigation';

/** A path no route of ours matches: the root's not-found page, with its 404. */
export const NOT_FOUND_PATH = '/not-found';

export function notFoundPage(): never {
  redirect(NOT_FOUND_PATH);
}
