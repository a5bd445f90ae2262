// /login/badge: issue 38's badge stage, on a tenant that allows badges (its login-domain answer's
// `badgeSignIn`); elsewhere SPEC's not-found page. The code typed, a scanner's, or the camera's.
import { getTranslations } from 'next-intl/server';
import { notFoundPage } from '@/lib/not-found';
import { TextLink } from '@/components/button';
import { HelpLink } from '@/components/help-link';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { titleMetadata } from '@/lib/page-title';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';
import { loginContext, type SearchParams } from '../login-context';
import { BadgeCodeForm } from './badge-code-form';

export const generateMetadata = () => titleMetadata('badge');

export default async function BadgeStagePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, flash, flow, errors, hidden }, t, text] = await Promise.all([
    loginContext(searchParams, 'password'),
    getTranslations('badge'),
    formText('badgeCode'),
  ]);
  if (!tenant.badgeSignIn) notFoundPage();
  // Only messages this form has: a flash addressed here carries nothing else.
  const initialErrors: FormErrors = Object.fromEntries(Object.entries(errors).filter(([, key]) => messageOf(text, key)));
  return (
    <PageCard heading={t('heading')} focusHeading={false}>
      <p className="mb-4">{t('intro')}</p>
      <BadgeCodeForm flow={hidden} defaultCode={flash?.values?.badgeCode} initialErrors={initialErrors} text={text} />
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <TextLink href={withQuery('/login/email', flowQuery(flow))}>{t('useEmail')}</TextLink>
        </li>
        <li>
          <HelpLink theme={tenant.theme} locale={ctx.locale} />
        </li>
      </ul>
    </PageCard>
  );
}
