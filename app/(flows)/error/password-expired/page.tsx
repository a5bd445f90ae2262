// /error/password-expired: the password must be reset (SPEC §2, §4).
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { PageCard } from '@/components/page-card';
import { titleMetadata } from '@/lib/page-title';
import { getSession } from '@/lib/session/session';

export const generateMetadata = () => titleMetadata('passwordExpired');

export default async function PasswordExpiredPage() {
  const [session, t] = await Promise.all([getSession(), getTranslations('passwordExpired')]);
  const email = session?.identity.email;
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-6">{t('body')}</p>
      <ButtonLink href={email ? `/reset-password?${new URLSearchParams({ email })}` : '/reset-password'}>{t('reset')}</ButtonLink>
    </PageCard>
  );
}
