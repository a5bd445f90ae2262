// /login/pass: issue 38's temporary pass in the password's place, for the e-mail the e-mail stage
// kept. Without an e-mail it goes back to the e-mail stage.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { TextLink } from '@/components/button';
import { EmailChip } from '@/components/email-chip';
import { HelpLink } from '@/components/help-link';
import { NotYou } from '@/components/not-you';
import { PageCard } from '@/components/page-card';
import { clockIn } from '@/lib/clock';
import { formText } from '@/lib/form-text';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { retryInOf } from '@/lib/mfa/errors';
import { titleMetadata } from '@/lib/page-title';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';
import { loginContext, type SearchParams } from '../login-context';
import { PassForm } from './pass-form';

export const generateMetadata = () => titleMetadata('pass');

export default async function PassStagePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, flash, query, flow, errors, inProgress, hidden }, t, tl, text] = await Promise.all([
    loginContext(searchParams, 'password'),
    getTranslations('pass'),
    getTranslations('login'),
    formText('pass'),
  ]);
  const email = inProgress ?? query.email;
  if (!email) redirect(withQuery('/login/email', flowQuery(flow)));
  const initialErrors: FormErrors = Object.fromEntries(Object.entries(errors).filter(([, key]) => messageOf(text, key)));
  return (
    <PageCard heading={t('heading')} focusHeading={false}>
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <EmailChip href={withQuery('/login/email', flowQuery(flow))} email={email} label={tl('backToEmail', { email })} />
        <NotYou action="/api/login/not-you" values={hidden} />
      </div>
      <p className="mb-4">{t('intro')}</p>
      <PassForm
        email={email}
        flow={hidden}
        initialErrors={initialErrors}
        initialDetail={flash?.detail}
        retryUntil={clockIn(retryInOf(flash?.detail), ctx.locale)}
        text={text}
      />
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <TextLink href={withQuery('/login/password', flowQuery(flow))}>{t('usePassword')}</TextLink>
        </li>
        <li>
          <HelpLink theme={tenant.theme} locale={ctx.locale} />
        </li>
      </ul>
    </PageCard>
  );
}
