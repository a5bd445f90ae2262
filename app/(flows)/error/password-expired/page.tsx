// /error/password-expired: the password must be reset (SPEC §2, §4).
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { titleMetadata } from '@/lib/page-title';

export const generateMetadata = () => titleMetadata('passwordExpired');

export default async function PasswordExpiredPage() {
  const t = await getTranslations('passwordExpired');
  return (
    <PageCard heading={t('heading')} tone="error">
      <p>{t('body')}</p>
      <PageActions>
        {/* The reset page fills in the signed-in user's e-mail: no URL of ours carries it. */}
        <ButtonLink href="/reset-password">{t('reset')}</ButtonLink>
      </PageActions>
    </PageCard>
  );
}
