// /partners/{partnerCode}/sso/{token}: SPEC §2's partner single sign-on. The proxy moves the token
// from the path into the link's sealed cookie (with its partner) and answers 303 to this page, which
// is never cached and sends no Referer off the site (`same-origin`: the proxy's header and the
// metadata agree). The page posts at once; when someone is signed in already it waits for the user.
// A network error without JavaScript comes back here with the flash: SPEC §8's warning dialog, its
// reload posting again with the token still in its cookie.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { titleMetadata } from '@/lib/page-title';
import { getFlash } from '@/lib/session/flash';
import { getLinkToken } from '@/lib/links/link-cookie';
import { getSession } from '@/lib/session/session';
import { PARTNER_CODE_PATTERN, SSO_TOKEN_PATTERN } from '@/lib/validation/partners';
import { SsoScreen } from './sso-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await titleMetadata('partnerSso')), referrer: 'same-origin' };
}

export default async function PartnerSsoPage({ params }: { params: Promise<{ partnerCode: string }> }) {
  const [{ partnerCode }, link, flash] = await Promise.all([params, getLinkToken('sso'), getFlash()]);
  // No link, one for another partner, or a malformed one can only fail: SPEC §8's unknown error page,
  // without asking the upstream.
  if (!link || link.partnerCode !== partnerCode || !PARTNER_CODE_PATTERN.test(partnerCode) || !SSO_TOKEN_PATTERN.test(link.token)) {
    redirect('/error');
  }
  if (flash?.errors?.form === 'network') return <SsoScreen partnerCode={partnerCode} networkError />;
  const session = await getSession();
  return <SsoScreen partnerCode={partnerCode} signedInAs={session?.identity.email} />;
}
