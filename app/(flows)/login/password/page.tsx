// /login/password: the password stage (SPEC §2). Without an e-mail it goes back to the e-mail stage.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { TextLink } from '@/components/button';
import { ExternalLink } from '@/components/external-link';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { loginHelpUrl } from '@/lib/flows/help-links';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { logger } from '@/lib/logger';
import { titleMetadata } from '@/lib/page-title';
import { getPartnerHelpLink } from '@/lib/upstream/partners';
import { messageOf } from '@/lib/validation/form-schema';
import { loginContext, type SearchParams } from '../login-context';
import { PasswordForm } from './password-form';

export const generateMetadata = () => titleMetadata('loginPassword');

export default async function PasswordStagePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, query, flow, errors, inProgress, hidden }, t, text] = await Promise.all([
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
        logger.warn({ traceToken: ctx.traceToken, err: String(err) }, 'partner help link unavailable');
        return null;
      })
    : null;
  return (
    <PageCard heading={t('heading')} focusHeading={false}>
      <a
        href={withQuery('/login/email', flowQuery(flow))}
        className="mb-4 inline-flex min-h-9 max-w-full items-center gap-2 rounded-full border border-edge px-3 py-1 text-sm text-on-surface no-underline hover:bg-page"
        aria-label={t('backToEmail', { email })}
      >
        <span aria-hidden="true">←</span>
        <span className="truncate">{email}</span>
      </a>
      <PasswordForm email={email} flow={hidden} initialError={messageOf(text, refused) ? refused : undefined} text={text} />
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <TextLink href="/reset-password">{t('forgotPassword')}</TextLink>
        </li>
        <li>
          <ExternalLink href={loginHelpUrl(tenant.theme, ctx.locale)}>{t('troubleLoggingIn')}</ExternalLink>
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
