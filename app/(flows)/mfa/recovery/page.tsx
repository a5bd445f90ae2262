// /mfa/recovery (issue 25): a recovery code in place of the registered device's, from the MFA
// verification's "Try another way" (a sign-in's, or SPEC's for-mfa-verification). A plain form: it
// works without JavaScript; a refusal comes back at the field, announced, with the field focused.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Button, TextLink } from '@/components/button';
import { Field } from '@/components/field';
import { PageActions, PageCard } from '@/components/page-card';
import { Banner } from '@/components/banner';
import { routeToPath, sessionStep } from '@/lib/flows/next-step';
import { retryInOf } from '@/lib/mfa/errors';
import { clockIn } from '@/lib/mfa/clock';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { gateInputOf } from '@/lib/session/page-guard';
import { getSession } from '@/lib/session/session';
import { getRequestContext } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('mfaRecovery');

/** The MFA verification steps a recovery code can stand in for. */
const VERIFICATION_STEPS = new Set(['/mfa', '/mfa/verification']);

export default async function RecoveryPage() {
  const [session, t, te, tv, tw, flash, { locale }] = await Promise.all([
    getSession(),
    getTranslations('mfa.recovery'),
    getTranslations('mfa.errors'),
    getTranslations('validation'),
    getTranslations('errors'),
    getFormFlash(),
    getRequestContext(),
  ]);
  // A refusal's key is an MFA message, a form check's (an empty field) or the route wrapper's own.
  const message = (key: string) =>
    te.has(key as 'generic') ? te(key as 'generic') : tv.has(key as 'fieldRequired') ? tv(key as 'fieldRequired') : tw(key as 'network');
  if (!session) redirect('/');
  const step = sessionStep(gateInputOf(session));
  if (step === 'ok') redirect('/authorize');
  if (!VERIFICATION_STEPS.has(step.path) || !session.identity.mfaMethod) redirect(routeToPath(step));
  // At /mfa only where the sign-in asks for its registered device (not a setup the state asks for).
  if (step.path === '/mfa' && session.identity.state !== 'MFA_VERIFICATION_REQUIRED') redirect('/mfa');
  const fieldError = flash.errors?.code;
  const formError = flash.errors?.form;
  const retryUntil = clockIn(retryInOf(flash.detail), locale);
  return (
    <PageCard heading={t('heading')} focusHeading={!fieldError && !formError}>
      <p className="mb-5">{t('intro')}</p>
      {formError ? (
        <Banner tone="error" focus>
          {message(formError)}
          {retryUntil ? ` ${te('retryAt', { time: retryUntil })}` : null}
        </Banner>
      ) : null}
      <form method="post" action="/api/mfa/recovery" noValidate>
        <Field
          id="code"
          name="code"
          label={t('label')}
          error={fieldError ? message(fieldError) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={!!fieldError}
          className="font-mono"
        />
        <PageActions>
          <Button type="submit">{t('verify')}</Button>
          <p className="text-sm">
            <TextLink href={step.path}>{t('back')}</TextLink>
          </p>
        </PageActions>
      </form>
    </PageCard>
  );
}
