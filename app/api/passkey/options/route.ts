// POST /api/passkey/options: a ceremony's options for the page's script (DESIGN §8), its challenge
// sealed in the ceremony cookie. A sign-in needs the tenant's passkeys on this host; enrolment and
// step-up a signed-in user at that step.
import { z } from 'zod';
import { isHostUnderRpId } from '@/lib/flows/passkey-availability';
import { json, route } from '@/lib/http/route';
import { beginAuthentication, beginRegistration } from '@/lib/passkeys/ceremony';
import { passkeyStepOf } from '@/lib/passkeys/handlers';

const Body = z.object({ ceremony: z.enum(['sign-in', 'enrol', 'step-up']) });

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
    const at = passkeyStepOf(session, body.ceremony === 'enrol' ? '/passkey-enrollment' : '/passkey-step-up');
    if (at !== 'here' || !session) return { next: at };
    const { options, cookie } = body.ceremony === 'enrol' ? await beginRegistration(tenant, session) : await beginAuthentication(tenant, session);
    return { response: json({ ok: true, options }, 200, [cookie]) };
  },
});
