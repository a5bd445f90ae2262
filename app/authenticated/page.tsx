// /authenticated: SPEC §4's Authenticated page. A session whose next step is the e-mail verification
// prompt sees it here; any other is sent on by the page guard (the expiry warning, the calling
// application through /authorize, or Root without a session).
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { sessionAtStep } from '@/lib/session/page-guard';
import { VerifyPrompt } from './verify-prompt';

export const generateMetadata = () => titleMetadata('verifyEmail');

export default async function AuthenticatedPage({ searchParams }: { searchParams: Promise<{ sent?: string }> }) {
  const [session, tenant, { sent }] = await Promise.all([sessionAtStep('/authenticated'), requireTenant(), searchParams]);
  return <VerifyPrompt email={session.identity.email} sent={sent === 'true'} tenant={tenant} />;
}
