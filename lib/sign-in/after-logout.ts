// SPEC §4's must-log-out: after logging out, the user comes back to the link they opened (kept sealed
// for ten minutes while the IdP logs them out). Only the two pages that ask for it, on our own host:
// never a way to send someone elsewhere.
import { z } from 'zod';
import { sealedCookie } from '../session/seal';

/** The link to come back to after logging out. */
export const linkAfterLogout = sealedCookie('linkAfterLogout', z.object({ path: z.string().max(1024) }));
const RETURNABLE = /^\/(activate|reset-password\/update)(\?[^#\s]*)?$/;

export function isLinkBack(path: string | null | undefined): path is string {
  return !!path && path.length <= 1024 && RETURNABLE.test(path);
}
