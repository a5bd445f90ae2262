// /error/verify-expired: the verification link expired or was used; a login button (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { titleMetadata } from '@/lib/page-title';

export const generateMetadata = () => titleMetadata('verifyExpired');

export default async function VerifyExpiredPage() {
  const t = await getTranslations('verifyExpired');
  return (
    <PageCard heading={t('heading')} tone="warning">
      <p>{t('body')}</p>
      <PageActions>
        <ButtonLink href="/login">{t('login')}</ButtonLink>
      </PageActions>
    </PageCard>
  );
}
