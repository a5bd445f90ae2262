// GET /api/passkey/hosted?for=enrol|step-up&redirectUri&state: the IdP's hosted login with
// prompt=login (SPEC §4: enrolment with purpose registration, or without a session; a step-up without
// a passkey), carrying SPEC §7's extras so it looks like the tenant's and lets the user go back. It
// returns through /authenticate, which routes the purpose to the passkey screen or finishes the step-up.
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { startHostedLogin } from '@/lib/sign-in/start';
import { route } from '@/lib/http/route';

const STATE_ID = /^[A-Za-z0-9._~-]{1,128}$/;

export const GET = route({
  async handle({ request, tenant, origin, session }) {
    const q = request.nextUrl.searchParams;
    const stepUp = q.get('for') === 'step-up';
    const back = allowedRedirectUri(q.get('redirectUri'), tenant.redirectUris) ?? session?.flow.passkeyRedirectUri;
    const stateId = q.get('state') ?? session?.flow.passkeyState;
    if (stepUp && (!stateId || !STATE_ID.test(stateId))) return { next: '/error' };
    const flow = {
      purpose: stepUp ? ('passkey-step-up-success' as const) : ('passkey-enrollment' as const),
      redirectUri: back,
      passkeyRedirectUri: back,
      passkeyState: stepUp ? stateId : undefined,
    };
    return startHostedLogin(tenant, origin, request.cookies.getAll(), flow, {
      username: session?.identity.email,
      backToLogin: `${origin}${withQuery('/login', flowQuery({ redirectUri: back }))}`,
    });
  },
});
