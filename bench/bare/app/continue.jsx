'use client';
import { useTranslations } from 'next-intl';

export function Continue() {
  const t = useTranslations('home');
  return <button type="submit">{t('continue')}</button>;
}
