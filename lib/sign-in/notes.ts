// What a sign-in keeps sealed beside its 4 KB session (the cookie table says how long, and what
// becomes of each on a shared computer): who this browser signed in as (the silent sign-in's hint),
// the ID token the IdP's logout needs, the e-mail of a sign-in or reset in progress, the badge of a
// badge sign-in in progress, and an authx
// user's stored partner identity.
import 'server-only';
import { z } from 'zod';
import { sealedCookie } from '../session/seal';

/** The browser's sign-in hint (DESIGN §3.1): it signed in here before, as this IdP subject. */
export const ssoHint = sealedCookie('ssoHint', z.object({ sub: z.string().min(1).max(255) }));
/** The ID token of the sign-in, for the IdP's logout without a confirmation page. */
export const idTokenCookie = sealedCookie('idToken', z.object({ idToken: z.string().min(1).max(3000) }));
/** The e-mail of the sign-in or reset in progress (the password stage, the reset-sent page). */
export const pendingEmail = sealedCookie('pendingEmail', z.object({ email: z.string().max(254) }));
/** Issue 38: the badge read at the badge stage (its code as read) and its holder as the PIN page shows them. */
export const pendingBadge = sealedCookie(
  'badge',
  z.object({
    code: z.string().length(16),
    firstName: z.string().max(64).nullable(),
    maskedEmail: z.string().max(254),
    pinSet: z.boolean(),
  }),
);
/**
 * SPEC §4's stored partner identity: an authx user's identity token, kept for this tenant, so the
 * next login goes through the partner token route instead of the form.
 */
export const partnerIdentity = sealedCookie(
  'partner',
  z.object({ partnerCode: z.string().min(1).max(40), tenantCode: z.string().min(1).max(64), token: z.string().min(1).max(256) }),
);
