// /authenticated: SPEC §4's Authenticated page. Decides by the pure `authenticatedStep`.
import { redirect } from 'next/navigation';
import { authenticatedStep } from '@/lib/flows/next-step';
import { withQuery } from '@/lib/flows/login-params';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getSession } from '@/lib/session/session';
import { VerifyPrompt } from './verify-prompt';

export const generateMetadata = () => titleMetadata('authenticated');

export default async function AuthenticatedPage({ searchParams }: { searchParams: Promise<{ sent?: string }> }) {
  const session = await getSession();
  const step = authenticatedStep({
    hasIdentity: session !== null,
    ...session?.identity,
    passwordWarningSkipped: session?.passwordWarningSkipped,
  });
  switch (step) {
    case 'root':
      redirect('/');
    case 'password-will-expire': {
      const q = new URLSearchParams({ passwordExpiryInDays: String(session!.identity.passwordExpiryInDays) });
      if (session!.redirectUri) q.set('redirectUri', session!.redirectUri);
      redirect(withQuery('/error/password-will-expire', q.toString()));
    }
    case 'partner-token':
    case 'authorize':
      redirect('/authorize');
    case 'verify-email':
      return <VerifyPrompt email={session!.identity.email} sent={(await searchParams).sent === 'true'} tenant={await requireTenant()} />;
  }
}
