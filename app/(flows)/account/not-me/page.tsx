// /account/not-me?token (issue 40): a new-browser alert's "This wasn't me". The page shows the sign-in
// the alert told of (when, which device, where, how) and changes nothing; confirming (a form, so it
// works without JavaScript) logs the account out everywhere and asks for a new password at the next
// login, and the page then says so. A used or unknown link, or one past its 7 days, says why and offers
// a password reset.
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { LocalTime } from '@/components/local-time';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { alertLinkOf, SECURED } from '@/lib/account/not-me';
import { methodKey, placeOf } from '@/lib/account/sessions-view';
import { getLinkToken } from '@/lib/links/link-cookie';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { SECURITY_ALERT_TTL_DAYS } from '@/lib/upstream/contract';
import { signInWords } from '@/lib/account/sign-in-words';
import { deviceOf } from '@/lib/account/sign-in-place';

export const generateMetadata = () => titleMetadata('notMe');

export default async function NotMePage() {
  const [t, flash, link, tenant, locale] = await Promise.all([getTranslations('notMe'), getFlash(), getLinkToken('not-me'), requireTenant(), getLocale()]);
  if (flash?.notice === SECURED)
    return (
      <PageCard heading={t('done.heading')} tone="success">
        <p>{t('done.body')}</p>
        <PageActions>
          <ButtonLink href="/login">{t('done.login')}</ButtonLink>
        </PageActions>
      </PageCard>
    );
  const found = await alertLinkOf(link?.token, tenant.code);
  if (!('alert' in found))
    return (
      <PageCard heading={'expired' in found ? t('expired.heading') : t('used.heading')} tone="warning">
        <p>{'expired' in found ? t('expired.body', { days: SECURITY_ALERT_TTL_DAYS }) : t('used.body')}</p>
        <PageActions>
          <ButtonLink href="/reset-password">{t('resetPassword')}</ButtonLink>
        </PageActions>
      </PageCard>
    );
  const { alert } = found;
  // The alert's sign-in in the words the security page uses.
  const words = await signInWords();
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-3">{t('intro')}</p>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('when')}</dt>
        <dd>
          <LocalTime iso={alert.at} locale={locale} />
        </dd>
        <dt className="font-semibold">{t('device')}</dt>
        <dd>{words.device(deviceOf(alert.userAgent))}</dd>
        <dt className="font-semibold">{t('where')}</dt>
        <dd>{words.place(placeOf(alert.address, tenant.frontDeskNetworks))}</dd>
        <dt className="font-semibold">{t('how')}</dt>
        <dd>{words.method(methodKey(alert.method))}</dd>
      </dl>
      <p className="mb-4">{t('ifNotYou')}</p>
      <PostButton action="/api/account/not-me">{t('confirm')}</PostButton>
      <p className="mt-4 text-sm text-on-muted">{t('ifYou')}</p>
    </PageCard>
  );
}
