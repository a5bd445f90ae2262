// POST /api/passkey/options: a ceremony's options for the page's script (DESIGN §8), its challenge
// sealed in the ceremony cookie. A sign-in needs the tenant's passkeys on this host; enrolment and
// step-up a signed-in user at that step; an upgrade (issue 24) a finished sign-in being offered one.
import { offerEnded } from '@/lib/passkeys/offer-ended';
import { z } from 'zod';
import { isHostUnderRpId } from '@/lib/passkeys/availability';
import { json, route } from '@/lib/http/route';
import { beginAuthentication, beginRegistration } from '@/lib/passkeys/ceremony';
import { enrolmentNeedsSignIn, passkeyStepOf } from '@/lib/passkeys/handlers';
import { upgradePending } from '@/lib/passkeys/upgrade';

const Body = z.object({
  ceremony: z.enum(['sign-in', 'enrol', 'step-up', 'upgrade']),
  /** An upgrade by conditional create rather than from the prompt. */
  conditional: z.boolean().optional(),
});

export const POST = route({
  json: Body,
  async handle({ body, tenant, origin, session }) {
    if (!isHostUnderRpId(new URL(origin).hostname, tenant.passkeyRpId)) {
      return { response: json({ ok: false, errors: { form: 'badRequest' } }, 403) };
    }
    if (body.ceremony === 'sign-in') {
      const { options, cookie } = await beginAuthentication(tenant);
      return { response: json({ ok: true, options }, 200, [cookie]) };
    }
    const at = passkeyStepOf(session, body.ceremony === 'step-up' ? '/passkey-step-up' : '/passkey-enrollment');
    if (at !== 'here' || !session) return { next: at };
    if (body.ceremony === 'upgrade' && (!upgradePending(session) || (await offerEnded(session.sid)))) return { next: '/authorize' };
    // Checked before the browser makes a passkey the upstream would refuse to keep.
    const signInFirst = body.ceremony === 'enrol' ? enrolmentNeedsSignIn(session) : undefined;
    if (signInFirst) return { next: signInFirst };
    const { options, cookie } =
      body.ceremony === 'step-up'
        ? await beginAuthentication(tenant, session)
        : await beginRegistration(tenant, session, body.ceremony === 'upgrade' ? (body.conditional ? 'conditional' : 'prompt') : undefined);
    return { response: json({ ok: true, options }, 200, [cookie]) };
  },
});
