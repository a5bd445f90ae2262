// /logout/confirm: where a logout another site asked for waits for the user (security review L5). A
// cross-site GET to /logout without an allowed redirectUri lands here instead of logging out, so a
// link or image elsewhere cannot end the session; the button posts to /logout, which does.
import { getTranslations } from 'next-intl/server';
import { PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { titleMetadata } from '@/lib/page-title';

export const generateMetadata = () => titleMetadata('logOut');

export default async function LogOutConfirmPage() {
  const t = await getTranslations('logOutConfirm');
  return (
    <PageCard heading={t('heading')}>
      <PostButton action="/logout">{t('logOut')}</PostButton>
    </PageCard>
  );
}
