// /login/password: the password stage (SPEC §2). Without an e-mail it goes back to the e-mail stage.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { TextLink } from '@/components/button';
import { NotYou } from '@/components/not-you';
import { EmailChip } from '@/components/email-chip';
import { ExternalLink } from '@/components/external-link';
import { HelpLink } from '@/components/help-link';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { logger } from '@/lib/logger';
import { clockIn } from '@/lib/clock';
import { retryInOf } from '@/lib/mfa/errors';
import { titleMetadata } from '@/lib/page-title';
import { getPartnerHelpLink } from '@/lib/upstream/partners';
import { messageOf } from '@/lib/validation/form-schema';
import { loginContext, type SearchParams } from '../login-context';
import { PasswordForm } from './password-form';

export const generateMetadata = () => titleMetadata('loginPassword');

export default async function PasswordStagePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, flash, query, flow, errors, inProgress, hidden }, t, text] = await Promise.all([
    loginContext(searchParams, 'password'),
    getTranslations('login'),
    formText('password'),
  ]);
  // The e-mail the e-mail stage kept (sealed), or a login hint the calling application sent.
  const email = inProgress ?? query.email;
  if (!email) redirect(withQuery('/login/email', flowQuery(flow)));
  const refused = errors.form ?? errors.password;
  const partnerHelp = query.partnerCode
    ? await getPartnerHelpLink(query.partnerCode, email, ctx.locale).catch((err: unknown) => {
        logger.warn({ err: String(err) }, 'partner help link unavailable');
        return null;
      })
    : null;
  return (
    <PageCard heading={t('heading')} focusHeading={false}>
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <EmailChip href={withQuery('/login/email', flowQuery(flow))} email={email} label={t('backToEmail', { email })} />
        {/* Issue 26: on a computer someone else used last, the remembered e-mail is forgotten, not just changed. */}
        <NotYou action="/api/login/not-you" values={hidden} />
      </div>
      <PasswordForm
        email={email}
        flow={hidden}
        initialError={messageOf(text, refused) ? refused : undefined}
        initialDetail={flash?.detail}
        retryUntil={clockIn(retryInOf(flash?.detail), ctx.locale)}
        text={text}
      />
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <TextLink href="/reset-password">{t('forgotPassword')}</TextLink>
        </li>
        <li>
          <HelpLink theme={tenant.theme} locale={ctx.locale} />
        </li>
        {partnerHelp ? (
          <li>
            <ExternalLink href={partnerHelp}>{t('partnerHelp')}</ExternalLink>
          </li>
        ) : null}
      </ul>
    </PageCard>
  );
}
