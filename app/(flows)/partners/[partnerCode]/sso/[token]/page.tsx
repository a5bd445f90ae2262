// /partners/{partnerCode}/sso/{token}: SPEC §2's partner single sign-on. The token travels in the
// path, so this page sends no Referer off the site (`same-origin`: the proxy's header and the metadata
// agree), is never cached, and its path is scrubbed from every log line.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { titleMetadata } from '@/lib/page-title';
import { getSession } from '@/lib/session/session';
import { PARTNER_CODE_PATTERN, SSO_TOKEN_PATTERN } from '@/lib/validation/partners';
import { SsoScreen } from '../sso-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await titleMetadata('partnerSso')), referrer: 'same-origin' };
}

export default async function PartnerSsoPage({ params }: { params: Promise<{ partnerCode: string; token: string }> }) {
  const { partnerCode, token } = await params;
  // A malformed link can only fail: SPEC §8's unknown error page, without asking the upstream.
  if (!PARTNER_CODE_PATTERN.test(partnerCode) || !SSO_TOKEN_PATTERN.test(token)) redirect('/error');
  const session = await getSession();
  return <SsoScreen partnerCode={partnerCode} token={token} signedInAs={session?.identity.email} />;
}
