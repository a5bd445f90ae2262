// /partners/{partnerCode}/sso: where partner single sign-on comes back without JavaScript after a
// network error (SPEC §8): the warning dialog over the authenticating page, its reload button posting
// the token again. The token comes from the sealed flash, so no URL we build carries it.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { titleMetadata } from '@/lib/page-title';
import { getFlash } from '@/lib/session/flash';
import { PARTNER_CODE_PATTERN, SSO_TOKEN_PATTERN } from '@/lib/validation/partners';
import { SsoScreen } from './sso-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await titleMetadata('partnerSso')), referrer: 'same-origin' };
}

export default async function PartnerSsoRetryPage({ params }: { params: Promise<{ partnerCode: string }> }) {
  const [{ partnerCode }, flash] = await Promise.all([params, getFlash()]);
  const token = flash?.values?.token ?? '';
  if (
    flash?.errors?.form !== 'network' ||
    flash.values?.partnerCode !== partnerCode ||
    !PARTNER_CODE_PATTERN.test(partnerCode) ||
    !SSO_TOKEN_PATTERN.test(token)
  ) {
    redirect('/error');
  }
  return <SsoScreen partnerCode={partnerCode} token={token} networkError />;
}
