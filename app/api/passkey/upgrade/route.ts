// /api/passkey/upgrade (issue 24): leaving /passkey-upgrade without a passkey. GET goes on: this time
// only when the browser's conditional create made none (it may at the next sign-in); with `unable`
// for a browser that can make none here (no JavaScript, no WebAuthn, no platform authenticator),
// remembered like "Not now", so its password sign-ins skip the page for 30 days. POST is the prompt's
// "Not now" or "Don't ask again on this device". Either way, straight back to the calling
// application. Only a session that is being offered a passkey comes through here.
import { route } from '@/lib/http/route';
import { leaveUpgrade, passkeyOfferCookie } from '@/lib/passkeys/leave-upgrade';
import { PASSKEY_UPGRADE_PATH, upgradePending } from '@/lib/passkeys/upgrade';
import { backContextOf } from '@/lib/sign-in/after';
import { PasskeyOfferForm } from '@/lib/validation/passkeys';

export const GET = route({
  session: 'required',
  async handle(ctx) {
    const { request, session } = ctx;
    if (!upgradePending(session)) return { next: '/authorize' };
    const unable = request.nextUrl.searchParams.has('unable');
    const cookies = unable ? [passkeyOfferCookie('later')] : [];
    return { ...(await leaveUpgrade(session, backContextOf(ctx), { cookies })), status: 303 };
  },
});

export const POST = route({
  body: PasskeyOfferForm,
  session: 'required',
  formPage: () => PASSKEY_UPGRADE_PATH,
  async handle(ctx) {
    const { body, session } = ctx;
    if (!upgradePending(session)) return { next: '/authorize' };
    return leaveUpgrade(session, backContextOf(ctx), { cookies: [passkeyOfferCookie(body.choice)] });
  },
});
