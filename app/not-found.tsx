// Any other path: the translated, themed 404 (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { PageCard } from '@/components/page-card';
import { SupportLinks } from '@/components/support-links';
import { titleMetadata } from '@/lib/page-title';

export const generateMetadata = () => titleMetadata('notFound');

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <PageCard heading={t('heading')}>
      <p>{t('body')}</p>
      <SupportLinks />
    </PageCard>
  );
}
