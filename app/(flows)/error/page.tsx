// /error?errorMessage&code: the unknown-error page (SPEC §2, §8). `errorMessage` is shown only when it
// is a message we know, and `code` only when it looks like one: a link cannot put words on our page.
import { ErrorScreen } from '@/components/error-screen';
import { RISK_ASSESSMENT_DESCRIPTION } from '@/lib/flows/next-step';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('error');

const KNOWN_MESSAGES: Record<string, 'riskAssessment'> = { [RISK_ASSESSMENT_DESCRIPTION]: 'riskAssessment' };

type Query = { errorMessage?: string | string[]; code?: string | string[] };

export default async function ErrorPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [{ tenantError }, { errorMessage, code }] = await Promise.all([getRequestContext(), searchParams]);
  // SPEC §3: the error code in brackets; only a code's shape, so a link cannot write prose here.
  const shownCode = typeof code === 'string' && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(code) ? code : undefined;
  return <ErrorScreen tenantError={tenantError} message={typeof errorMessage === 'string' ? KNOWN_MESSAGES[errorMessage] : undefined} code={shownCode} />;
}
