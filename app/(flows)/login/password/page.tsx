// /login/password: the password stage (SPEC §2). Without an e-mail it goes back to the e-mail stage.
import { OWN_PAGES, ownPageOf } from '@/lib/flows/purposes';
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
import { config } from '@/lib/config';
import { isHostUnderRpId, passkeyOfferFor } from '@/lib/passkeys/availability';
import { PasskeyButton } from '@/components/passkey-button';
import { SECURITY_PATH } from '@/lib/account/security';
import { getSession } from '@/lib/session/session';
import { listPasskeys } from '@/lib/upstream/passkeys';
import { parseHost } from '@/lib/tenant/host';
import { retryInOf } from '@/lib/mfa/errors';
import { titleMetadata } from '@/lib/page-title';
import { getPartnerHelpLink } from '@/lib/upstream/partners';
import { messageOf } from '@/lib/validation/form-schema';
import { loginContext, type SearchParams } from '../login-context';
import { PasswordForm } from './password-form';

export const generateMetadata = () => titleMetadata('loginPassword');

export default async function PasswordStagePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, flash, query, flow, errors, inProgress, hidden }, t, tp, tc, text, session] = await Promise.all([
    loginContext(searchParams, 'password'),
    getTranslations('login'),
    getTranslations('passkey'),
    getTranslations('common'),
    formText('password'),
    getSession(),
  ]);
  // The e-mail the e-mail stage kept (sealed), or a login hint the calling application sent.
  const email = inProgress ?? query.email;
  if (!email) redirect(withQuery('/login/email', flowQuery(flow)));
  // The security page's re-authentication (issue 37): the signed-in account's password again, on this
  // page, with its passkey beside it where it has one (a plain recent sign-in; a new second factor or
  // new recovery codes need the password's sign-in, which proves the factor itself).
  // The manager's page asks the same way before an action for a colleague (issue 39).
  const ownPage = ownPageOf(flow.purpose);
  const reauth = ownPage !== undefined && session?.identity.email.toLowerCase() === email.toLowerCase();
  const backTo = ownPage === 'team' ? (flow.teamPath ?? OWN_PAGES.team) : SECURITY_PATH;
  const passkeyStepUp =
    reauth && !flow.proveMfa && !flow.temporaryMfaSetup && tenant.passkeysEnabled && isHostUnderRpId(parseHost(ctx.host) ?? '', tenant.passkeyRpId)
      ? (await listPasskeys(session.token).catch(() => [])).length > 0
      : false;
  const refused = errors.form ?? errors.password;
  const partnerHelp = query.partnerCode
    ? await getPartnerHelpLink(query.partnerCode, email, ctx.locale).catch((err: unknown) => {
        logger.warn({ err: String(err) }, 'partner help link unavailable');
        return null;
      })
    : null;
  return (
    <PageCard heading={reauth ? t('reauthHeading') : t('heading')} focusHeading={false}>
      {reauth ? (
        <>
          <p className="mb-4">{ownPage === 'team' ? t('reauthTeamIntro') : t('reauthIntro')}</p>
          {/* The account is the session's: nothing to change here, and no one else to be. */}
          <div className="mb-4" data-varies>
            <EmailChip email={email} />
          </div>
        </>
      ) : (
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <EmailChip href={withQuery('/login/email', flowQuery(flow))} email={email} label={t('backToEmail', { email })} />
          {/* Issue 26: on a computer someone else used last, the remembered e-mail is forgotten, not just changed. */}
          <NotYou action="/api/login/not-you" values={hidden} />
        </div>
      )}
      <PasswordForm
        email={email}
        flow={hidden}
        initialError={messageOf(text, refused) ? refused : undefined}
        initialDetail={flash?.detail}
        retryUntil={clockIn(retryInOf(flash?.detail), ctx.locale)}
        passkeyOffer={passkeyOfferFor({
          passkeysEnabled: tenant.passkeysEnabled,
          rpId: tenant.passkeyRpId,
          host: parseHost(ctx.host) ?? '',
          iid: flow.iid,
          email,
          allowlist: config().passkeyEmailAllowlist,
        })}
        text={text}
      />
      {passkeyStepUp ? (
        <PasskeyButton
          ceremony="step-up"
          extra={{ security: true }}
          divider={tc('or')}
          label={tp('stepUp.use')}
          variant="secondary"
          text={{ cancelled: tp('cancelled'), expired: tp('expired'), network: text.network }}
        />
      ) : null}
      <ul className="mt-5 space-y-2 text-sm">
        {reauth ? (
          <li>
            <TextLink href={backTo}>{ownPage === 'team' ? t('reauthTeamBack') : t('reauthBack')}</TextLink>
          </li>
        ) : null}
        <li>
          <TextLink href="/reset-password">{t('forgotPassword')}</TextLink>
        </li>
        {/* Issue 38: a temporary pass in the password's place (not for the security page's re-authentication). */}
        {reauth ? null : (
          <li>
            <TextLink href={withQuery('/login/pass', flowQuery(flow))}>{t('usePass')}</TextLink>
          </li>
        )}
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
