// /error/password-will-expire?passwordExpiryInDays&redirectUri: "today", "in 1 day" or "in N days",
// with reset now, or later, which continues the sign-in (SPEC §2, §4, §9).
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { daysLeft } from '@/lib/flows/password-expiry';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getSession } from '@/lib/session/session';

export const generateMetadata = () => titleMetadata('passwordWillExpire');

type Query = { passwordExpiryInDays?: string | string[]; redirectUri?: string | string[] };

export default async function PasswordWillExpirePage({ searchParams }: { searchParams: Promise<Query> }) {
  const [{ passwordExpiryInDays, redirectUri }, tenant, session, t] = await Promise.all([
    searchParams,
    requireTenant(),
    getSession(),
    getTranslations('passwordWillExpire'),
  ]);
  const days = daysLeft(passwordExpiryInDays, session?.identity.passwordExpiryInDays);
  return (
    <PageCard heading={t('heading')} tone="warning">
      <p className="mb-2 font-medium">{t('body', { days })}</p>
      <p>{t('advice')}</p>
      <PageActions>
        <ButtonLink href="/reset-password">{t('resetNow')}</ButtonLink>
        <PostButton
          action="/api/password-warning/skip"
          variant="secondary"
          values={{ redirectUri: allowedRedirectUri(typeof redirectUri === 'string' ? redirectUri : undefined, tenant.redirectUris) }}
        >
          {t('later')}
        </PostButton>
      </PageActions>
    </PageCard>
  );
}
