// The app path's first two steps (SPEC §2): install an authenticator app (step 1 of 4), then add
// the account to it (step 2 of 4) by its QR code, rendered on the server, or by its setup key typed
// in, with a copy button and an otpauth:// link for someone setting up on this very phone. A phone
// cannot scan its own screen, so there the link leads and the QR code follows; on a computer the QR
// code leads. CSS decides (a coarse primary pointer: phones and tablets), not a script or a header
// Safari does not send (Sec-CH-UA-Mobile), so one HTML serves both.
import { getTranslations } from 'next-intl/server';
import { ButtonLink, TextLink } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { ExternalLink } from '@/components/external-link';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { QrFrame } from '@/components/qr-frame';
import { Stepper } from '@/components/stepper';
import { AUTHENTICATOR_APPS, groupedKey } from '@/lib/mfa/authenticator-apps';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { qrSvg } from '@/lib/qr';

async function AppStepper({ step }: { step: number }) {
  const tc = await getTranslations('common');
  return <Stepper step={step} of={STEPS_OF.app} label={tc('stepOf', { step, total: STEPS_OF.app })} />;
}

export async function AppDownload() {
  const t = await getTranslations('mfa.app');
  return (
    <PageCard heading={t('downloadHeading')}>
      <AppStepper step={1} />
      <p className="mb-4">{t('downloadBody')}</p>
      <ul className="mb-2 space-y-3">
        {AUTHENTICATOR_APPS.map((app) => (
          <li key={app.name} className="rounded-md border border-edge p-3">
            <p className="mb-1 font-semibold">{app.name}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <ExternalLink href={app.appStore}>
                <span aria-hidden="true">App Store</span>
                <span className="sr-only">{t('appStore', { app: app.name })}</span>
              </ExternalLink>
              <ExternalLink href={app.googlePlay}>
                <span aria-hidden="true">Google Play</span>
                <span className="sr-only">{t('googlePlay', { app: app.name })}</span>
              </ExternalLink>
            </p>
          </li>
        ))}
      </ul>
      <PageActions>
        <PostButton action="/api/mfa/app">{t('haveApp')}</PostButton>
        <ButtonLink href={mfaHref('phone')} variant="secondary">
          {t('usePhone')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}

export async function AppRegister({ view, secret, otpauthUri, account }: { view: 'qr' | 'manual'; secret: string; otpauthUri: string; account: string }) {
  const [t, tc] = await Promise.all([getTranslations('mfa.app'), getTranslations('common')]);
  return (
    <PageCard heading={t('registerHeading')}>
      <AppStepper step={2} />
      {/* Shown by display, not moved by flex order: what a screen reader and Tab meet first is what is seen first. */}
      <div className="mb-5 hidden pointer-coarse:block">
        <p className="mb-2">{t('onThisPhone')}</p>
        <ButtonLink href={otpauthUri} variant="secondary">
          {t('openInApp')}
        </ButtonLink>
      </div>
      {view === 'qr' ? (
        <>
          <p className="mb-4">{t('scan')}</p>
          <QrFrame svg={await qrSvg(otpauthUri)} label={t('qrLabel', { account })} />
          <p className="mb-2 text-center text-sm">
            <TextLink href={mfaHref('app-register', { view: 'manual' })}>{t('cantScan')}</TextLink>
          </p>
        </>
      ) : (
        <>
          <p className="mb-4">{t('manual')}</p>
          <dl className="mb-4 space-y-3">
            <div>
              <dt className="text-sm text-on-muted">{t('keyLabel')}</dt>
              <dd className="flex flex-wrap items-center justify-between gap-3">
                {/* Lines break only at the spaces between groups of four (no break-all): a group never splits. The copy button copies it without spaces. */}
                <code className="min-w-0 font-mono text-lg tracking-wider">{groupedKey(secret)}</code>
                <CopyButton value={secret} text={{ copy: tc('copy'), copied: tc('copied') }} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-on-muted">{t('account')}</dt>
              <dd className="break-all">{account}</dd>
            </div>
            <div>
              <dt className="text-sm text-on-muted">{t('keyType')}</dt>
              <dd>{t('timeBased')}</dd>
            </div>
          </dl>
          <p className="mb-2 text-center text-sm">
            <TextLink href={mfaHref('app-register')}>{t('scanInstead')}</TextLink>
          </p>
        </>
      )}
      <p className="mb-2 text-center text-sm pointer-coarse:hidden">
        {t('onThisPhone')} <TextLink href={otpauthUri}>{t('openInApp')}</TextLink>
      </p>
      <PageActions>
        <ButtonLink href={mfaHref('app-code')}>{t('next')}</ButtonLink>
        <ButtonLink href={mfaHref('app')} variant="secondary">
          {tc('back')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}
