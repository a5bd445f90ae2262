// GET /api/account/enter?redirectUri: the way onto the security page (issue 25) for a finished
// sign-in. The session takes the page's purpose, so every flow it starts (a re-authentication, a new
// second factor, new recovery codes) comes back to it, and the calling application's address, checked
// against the tenant's list like every entry point's (a foreign one is dropped, the stored one kept).
import { SECURITY_PATH } from '@/lib/account/security';
import { routeToPath, sessionStep } from '@/lib/flows/next-step';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { route } from '@/lib/http/route';
import { gateInputOf } from '@/lib/session/page-guard';
import { sessionCookie } from '@/lib/session/session';

export const GET = route({
  session: 'required',
  async handle({ request, session, tenant }) {
    const step = sessionStep(gateInputOf(session));
    if (step !== 'ok' && step.path !== SECURITY_PATH) return { next: routeToPath(step) };
    const asked = allowedRedirectUri(request.nextUrl.searchParams.get('redirectUri'), tenant.redirectUris);
    const flow = { ...session.flow, purpose: 'account-security' as const, redirectUri: asked ?? session.flow.redirectUri };
    return { next: SECURITY_PATH, cookies: [await sessionCookie({ ...session, flow })] };
  },
});
