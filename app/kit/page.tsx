// /kit: every component of the kit in each of its states, themed by the host's tenant, for review and
// for the screenshot and axe tests. Only the demo and test builds serve it: KEYCARD_DEV_PAGES=1 at
// build time (next.config.mjs inlines it); any other build answers 404 here.
// Its section titles are for developers; every text a user would see is a real message.
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Banner } from '@/components/banner';
import { Button, ButtonLink, TextLink } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { CopyButton } from '@/components/copy-button';
import { Countdown } from '@/components/countdown';
import { Dialog } from '@/components/dialog';
import { Divider } from '@/components/divider';
import { ExternalLink } from '@/components/external-link';
import { Field } from '@/components/field';
import { OneTimeCodeInput } from '@/components/one-time-code';
import { PageActions, PageCard } from '@/components/page-card';
import { PasswordField } from '@/components/password-field';
import { UpgradePrompt } from '@/components/passkey-upgrade';
import { QrFrame } from '@/components/qr-frame';
import { RadioCards } from '@/components/radio-cards';
import { SelectField } from '@/components/select-field';
import { StatusBadge } from '@/components/status-icon';
import { Stepper } from '@/components/stepper';
import { template } from '@/lib/i18n/template';
import { upgradeText } from '@/lib/passkeys/pages';
import { qrSvg } from '@/lib/qr';
import { requireTenant } from '@/lib/request-context';
import { SECRET_QUESTION_CODES } from '@/lib/validation/secret-questions';
import type { ReactNode } from 'react';

export const metadata = { title: 'Component kit' };

const SAMPLE_SECRET = 'JBSWY3DPEHPK3PXP';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`kit-${title}`} className="mt-8 border-t border-edge pt-4 text-left">
      <h2 id={`kit-${title}`} className="mb-3 text-sm font-semibold tracking-wide text-on-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `screen=passkey-upgrade`: the passkey prompt alone (issue 24), in this host's theme, as its page shows it. */
type Query = { dialog?: string; screen?: string };

export default async function KitPage({ searchParams }: { searchParams: Promise<Query> }) {
  if (process.env.KEYCARD_DEV_PAGES !== '1') notFound();
  if ((await searchParams).screen === 'passkey-upgrade') return <UpgradePrompt text={await upgradeText('ada@seaside.test')} />;
  const [{ dialog }, tenant, tc, tl, te, tv, ta, tq, tw, tm, tn] = await Promise.all([
    searchParams,
    requireTenant(),
    getTranslations('common'),
    getTranslations('login'),
    getTranslations('errors'),
    getTranslations('validation'),
    getTranslations('account'),
    getTranslations('secretQuestions'),
    getTranslations('passwordWillExpire'),
    getTranslations('mustLogOut'),
    getTranslations('notFound'),
  ]);
  const qr = await qrSvg(
    `otpauth://totp/${encodeURIComponent(tenant.theme.name)}:mia@example.com?secret=${SAMPLE_SECRET}&issuer=${encodeURIComponent(tenant.theme.name)}`,
  );
  const questions = SECRET_QUESTION_CODES.map((code) => ({ value: code, label: tq(code) }));

  const kit = (
    <PageCard heading="Component kit">
      <Section title="Buttons">
        <div className="flex flex-col gap-3">
          <Button type="button">{tl('next')}</Button>
          <Button type="button" busy>
            {tl('submitting')}
          </Button>
          <Button type="button" variant="secondary">
            {tw('later')}
          </Button>
          <ButtonLink href="/login">{tc('backToLogin')}</ButtonLink>
          <p className="text-sm">
            <TextLink href="/reset-password">{tl('forgotPassword')}</TextLink>
          </p>
          <p className="text-sm">
            <ExternalLink href={tenant.theme.links.contactSupportUrl}>{tc('contactSupport')}</ExternalLink>
          </p>
        </div>
      </Section>

      <Section title="Banners">
        <Banner tone="info">{tw('advice')}</Banner>
        <Banner tone="success">{tl('loggedOut')}</Banner>
        <Banner tone="warning">{tw('body', { days: 3 })}</Banner>
        <Banner tone="error">{te('network')}</Banner>
      </Section>

      <Section title="Status icons">
        <div className="flex justify-between">
          <StatusBadge tone="info" />
          <StatusBadge tone="success" />
          <StatusBadge tone="warning" />
          <StatusBadge tone="error" />
        </div>
      </Section>

      <Section title="Fields">
        <form action="/kit" method="get" noValidate>
          <Field id="kit-email" name="email" type="email" label={tl('emailLabel')} autoComplete="off" defaultValue="mia@example.com" />
          <Field
            id="kit-email-invalid"
            name="email2"
            type="email"
            label={tl('emailLabel')}
            autoComplete="off"
            defaultValue="mia@"
            error={tv('invalidEmailInput')}
          />
          <PasswordField
            id="kit-password"
            name="password"
            label={ta('newPasswordLabel')}
            showLabel={tc('showPassword')}
            autoComplete="off"
            hint={tv('passwordPolicy')}
          />
          <SelectField
            id="kit-question"
            name="question"
            label={ta('secretQuestionLabel')}
            placeholder={ta('secretQuestionPlaceholder')}
            options={questions}
            defaultValue=""
          />
          <SelectField
            id="kit-question-invalid"
            name="question2"
            label={ta('secretQuestionLabel')}
            placeholder={ta('secretQuestionPlaceholder')}
            options={questions}
            defaultValue=""
            error={tv('fieldRequired')}
          />
          <Checkbox id="kit-remember" name="remember" label={tl('rememberEmail')} defaultChecked />
          <RadioCards
            name="kit-method"
            legend={tc('language')}
            defaultValue="de"
            options={[
              { value: 'en', label: 'English', description: tc('copy') },
              { value: 'de', label: 'Deutsch', description: tc('copied') },
              { value: 'th', label: 'ไทย' },
            ]}
          />
          <RadioCards name="kit-method-invalid" legend={tc('language')} options={[{ value: 'fr', label: 'Français' }]} error={tv('fieldRequired')} />
          <OneTimeCodeInput id="kit-code" name="code" label={tc('stepOf', { step: 3, total: 4 })} />
          <OneTimeCodeInput id="kit-code-invalid" name="code2" label={tc('stepOf', { step: 3, total: 4 })} defaultValue="12345" error={tv('fieldRequired')} />
        </form>
      </Section>

      <Section title="Stepper">
        <Stepper step={2} of={4} label={tc('stepOf', { step: 2, total: 4 })} />
      </Section>

      <Section title="Countdown">
        <Countdown seconds={90} text={{ running: template(tc, 'resendIn'), done: tc('resendReady') }} />
        <Countdown seconds={0} text={{ running: template(tc, 'resendIn'), done: tc('resendReady') }}>
          <Button type="button" variant="secondary">
            {tw('later')}
          </Button>
        </Countdown>
      </Section>

      <Section title="Copy and QR">
        <div className="mb-3 flex items-center justify-between gap-3">
          <code className="font-mono text-lg tracking-wider">{SAMPLE_SECRET.match(/.{1,4}/g)!.join(' ')}</code>
          <CopyButton value={SAMPLE_SECRET} text={{ copy: tc('copy'), copied: tc('copied') }} />
        </div>
        <QrFrame svg={qr} label={tenant.theme.name} />
      </Section>

      <Section title="Divider and dialogs">
        <Divider label={tc('or')} />
        <PageActions>
          <ButtonLink href="/kit?dialog=confirm" variant="secondary">
            {tw('later')}
          </ButtonLink>
          <ButtonLink href="/kit?dialog=must" variant="secondary">
            {tm('logOut')}
          </ButtonLink>
        </PageActions>
      </Section>

      <Section title="Status screen">
        <PageCard heading={tn('heading')} tone="info">
          <p>{tn('body')}</p>
          <PageActions>
            <ButtonLink href="/login">{tc('backToLogin')}</ButtonLink>
          </PageActions>
        </PageCard>
      </Section>
    </PageCard>
  );

  if (dialog === 'confirm') {
    return (
      <Dialog id="kit-confirm" title={tw('heading')} description={tw('advice')} behind={kit} dismissHref="/kit">
        <ButtonLink href="/kit" autoFocus>
          {tw('resetNow')}
        </ButtonLink>
        <ButtonLink href="/kit" variant="secondary">
          {tw('later')}
        </ButtonLink>
      </Dialog>
    );
  }
  if (dialog === 'must') {
    return (
      <Dialog id="kit-must" title={tm('heading')} description={tm('body')} behind={kit}>
        <ButtonLink href="/kit" autoFocus>
          {tm('logOut')}
        </ButtonLink>
      </Dialog>
    );
  }
  return kit;
}
