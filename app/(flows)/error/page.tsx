// /error: the unknown-error page (SPEC §2, §8). `errorMessage` is shown only when it is a message we
// know: a link must not be able to put words of its own on our page.
import { ErrorScreen } from '@/components/error-screen';
import { RISK_ASSESSMENT_DESCRIPTION } from '@/lib/flows/next-step';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('error');

const KNOWN_MESSAGES: Record<string, 'riskAssessment'> = { [RISK_ASSESSMENT_DESCRIPTION]: 'riskAssessment' };

export default async function ErrorPage({ searchParams }: { searchParams: Promise<{ errorMessage?: string | string[] }> }) {
  const [{ tenantError }, { errorMessage }] = await Promise.all([getRequestContext(), searchParams]);
  return <ErrorScreen tenantError={tenantError} message={typeof errorMessage === 'string' ? KNOWN_MESSAGES[errorMessage] : undefined} />;
}
