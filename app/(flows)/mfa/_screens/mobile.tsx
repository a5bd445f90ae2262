// The partner app's screens (SPEC §2): the registration screen (branded by product, with skip and
// the days left), "register via app" (waiting for the app to connect, with a back button that asks
// first), the number to pick in the app, the authentication errors (retry, with the rate-limit
// countdown), and the setup error (log out and sign in again); a verification's screens carry its ways
// out (way-out.tsx). One component follows a challenge for
// the setup and the verification alike: the state comes from the upstream as the page renders, the
// event stream moves the page on with JavaScript, and a refresh every few seconds does without it.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Banner } from '@/components/banner';
import { Button, ButtonLink, TextLink } from '@/components/button';
import { Countdown } from '@/components/countdown';
import { Dialog } from '@/components/dialog';
import { HiddenFields } from '@/components/hidden-fields';
import { MobileWatcher } from '@/components/mobile-watcher';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { QrFrame } from '@/components/qr-frame';
import { Stepper } from '@/components/stepper';
import { SupportLinks } from '@/components/support-links';
import { loginAgainHref } from '@/lib/flows/flow-state';
import { clockIn } from '@/lib/clock';
import { retryInOf } from '@/lib/mfa/errors';
import { mobilePending, readChallenge } from '@/lib/mfa/mobile';
import { mobileScreen, rateLimitedStatus, type MobileFailureScreen, type MobileStatus } from '@/lib/mfa/mobile-screen';
import { mobilePagePath, type MobilePage } from '@/lib/mfa/pages';
import { partnerProduct } from '@/lib/mfa/product';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { qrSvg } from '@/lib/qr';
import { requireTenant } from '@/lib/request-context';
import type { MobileChallenge, MobileFlow } from '@/lib/upstream/contract';
import type { MfaView } from './view';
import { SigningInAs, TryAnotherWay } from './way-out';
import { template } from '@/lib/i18n/template';

/** Seconds between two looks at the challenge when the page has no JavaScript. */
const NO_SCRIPT_REFRESH_SECONDS = 3;

/** Where closing the "stop pairing?" dialog goes: the pairing page, focus on its back control. */
const RETURN_HREF = mfaHref('mobile-pair', { focus: 'back' });

async function MobileStepper({ step }: { step: number }) {
  const tc = await getTranslations('common');
  return <Stepper step={step} of={STEPS_OF.mobile} label={tc('stepOf', { step, total: STEPS_OF.mobile })} />;
}

/** The partner mobile-app registration screen: what the app does, pair it, or skip while days remain. */
export async function MobileIntro({ canSkip, daysLeft }: { canSkip: boolean; daysLeft: number }) {
  const [t, tr, tenant] = await Promise.all([getTranslations('mfa.mobile'), getTranslations('mfa.reminder'), requireTenant()]);
  const product = partnerProduct(tenant);
  return (
    <PageCard heading={t('introHeading', { product })}>
      <MobileStepper step={1} />
      <p className="mb-2">{t('introBody', { product })}</p>
      {canSkip ? <p className="font-medium">{tr('daysLeft', { days: daysLeft })}</p> : null}
      <PageActions>
        <PostButton action="/api/mfa/mobile/start" values={{ page: 'mobile-pair' }}>
          {t('useApp')}
        </PostButton>
        {canSkip ? (
          <ButtonLink href={mfaHref('later')} variant="secondary">
            {tr('later')}
          </ButtonLink>
        ) : (
          <ButtonLink href={mfaHref('options')} variant="secondary">
            {t('otherWays')}
          </ButtonLink>
        )}
      </PageActions>
    </PageCard>
  );
}

type ChallengeProps = {
  view: MfaView;
  page: MobilePage;
  /** The back-confirmation dialog is open over the page (a setup only). */
  leaving?: boolean;
  /** The dialog was just closed: focus goes back to its opener, the back control. */
  returning?: boolean;
};

/** The state to show: a refused start (sent too often), else the upstream's answer now. */
async function currentStatus(view: MfaView, flow: MobileFlow): Promise<{ status: MobileStatus; challenge: MobileChallenge | null }> {
  if (view.errors?.form === 'rateLimited') return { status: rateLimitedStatus(flow), challenge: null };
  const pending = mobilePending(view.pending);
  const wanted = flow === 'setupMasterDevice' ? 'register' : 'verify';
  const challenge = pending && pending.purpose === wanted ? await readChallenge(view.session, pending.challengeId) : null;
  // No challenge (the push on arrival failed, or it was forgotten): a new request is the way on.
  const status = challenge ?? { flow, step: 'finished' as const, event: null, reason: null };
  return { status, challenge };
}

/** "Register via app" (a setup) and "authenticate by partner app" (a verification): one challenge followed. */
export async function MobileChallengeScreen({ view, page, leaving = false, returning = false }: ChallengeProps) {
  const flow: MobileFlow = page === 'mobile-pair' ? 'setupMasterDevice' : 'masterDeviceLogin';
  const [{ status, challenge }, t, tc, tenant] = await Promise.all([
    currentStatus(view, flow),
    getTranslations('mfa.mobile'),
    getTranslations('common'),
    requireTenant(),
  ]);
  const screen = mobileScreen(status);
  const product = partnerProduct(tenant);
  const pagePath = mobilePagePath(page);

  switch (screen.screen) {
    case 'success':
      redirect('/api/mfa/mobile/finish');
    case 'back':
      // Cancelled on the phone: the choice of methods, with the app still chosen and a word on why.
      redirect(mfaHref('options', { cancelled: 'mobile' }));
    case 'setup-error':
      return (
        <PageCard heading={screen.reason === 'timeout' ? t('setupTimeoutHeading') : t('setupFailedHeading')} tone="error">
          <p>{t('setupErrorBody', { product })}</p>
          <PageActions>
            <ButtonLink href="/logout">{t('logOut')}</ButtonLink>
          </PageActions>
        </PageCard>
      );
    case 'failed':
      return <MobileFailure view={view} page={page} reason={screen.reason} retry={screen.retry} product={product} />;
  }

  // Waiting: for the app to connect, or for the number to be picked.
  const setup = flow === 'setupMasterDevice';
  const heading = setup ? t('pairHeading', { product }) : t('verifyHeading');
  const body =
    screen.screen === 'waiting-connection' ? (
      <>
        <p className="mb-4">{t('scan', { product })}</p>
        <QrFrame svg={await qrSvg(challenge?.pairingCode ?? '')} label={t('qrLabel', { product })} />
        <p className="mb-4 text-center">
          {t('pairingCode')}{' '}
          <strong className="font-mono text-lg tracking-widest whitespace-nowrap" data-testid="pairing-code">
            {challenge?.pairingCode}
          </strong>
        </p>
        <Waiting text={t('waitingConnection')} />
      </>
    ) : (
      <>
        <p className="mb-2 text-center">{t('pickNumber', { product })}</p>
        <p className="mb-4 text-center text-5xl font-semibold tabular-nums" data-testid="match-number">
          {challenge?.number}
        </p>
        <Waiting text={t('waitingPick')} />
      </>
    );
  const card = (
    <PageCard heading={heading} focusHeading={!returning}>
      {setup ? <MobileStepper step={2} /> : <SigningInAs email={view.session.identity.email} />}
      {body}
      {setup ? null : <TryAnotherWay method="mobile-app" page={page === 'verification' ? 'verification' : 'verify'} />}
      {setup ? (
        <p className="mt-5 text-center text-sm">
          <ButtonLink href={mfaHref('mobile-leave')} variant="link" autoFocus={returning}>
            {tc('back')}
          </ButtonLink>
        </p>
      ) : null}
    </PageCard>
  );
  if (leaving) {
    return (
      // The safe action first, primary and focused; staying returns focus to "Back" (its opener).
      <Dialog id="mobile-leave" title={t('leaveHeading')} description={<p>{t('leaveBody', { product })}</p>} behind={card} dismissHref={RETURN_HREF}>
        <ButtonLink href={RETURN_HREF} autoFocus>
          {t('leaveCancel')}
        </ButtonLink>
        <PostButton action="/api/mfa/mobile/cancel" variant="secondary">
          {t('leaveConfirm')}
        </PostButton>
      </Dialog>
    );
  }
  return (
    <>
      {card}
      {/* Without JavaScript the page looks again every few seconds; with it, the event stream moves it on. */}
      <noscript>
        <meta httpEquiv="refresh" content={String(NO_SCRIPT_REFRESH_SECONDS)} />
      </noscript>
      <MobileWatcher version={challenge?.version ?? 0} pageUrl={pagePath} text={{ lost: t('lost'), retry: t('retry') }} />
    </>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-on-muted">
      <span aria-hidden="true" className="kc-spinner animate-spin" />
      {text}
    </p>
  );
}

/** SPEC §2's authentication error: what happened, and a new request (after the countdown when sent too often). */
async function MobileFailure({
  view,
  page,
  reason,
  retry,
  product,
}: {
  view: MfaView;
  page: MobilePage;
  reason: MobileFailureScreen;
  retry: boolean;
  product: string;
}) {
  const [t, te, tc] = await Promise.all([getTranslations('mfa.mobile'), getTranslations('mfa.errors'), getTranslations('common')]);
  const retryIn = reason === 'rate-limited' ? retryInOf(view.detail) : 0;
  const setup = page === 'mobile-pair';
  // "Back to login" starts over for the same calling application.
  const loginHref = loginAgainHref(view.session.flow);
  const message = {
    failed: t('failed'),
    timeout: t('timedOut'),
    'rate-limited': t('rateLimited'),
    rejected: t('rejected', { product }),
    cancelled: t('cancelled'),
  }[reason];
  return (
    <PageCard heading={setup ? t('pairHeading', { product }) : t('verifyHeading')}>
      {setup ? null : <SigningInAs email={view.session.identity.email} />}
      {/* Cancelled on the phone is the user's own doing, not a failure. */}
      <Banner tone={reason === 'cancelled' ? 'info' : 'error'}>{message}</Banner>
      {retry ? (
        <>
          <form method="post" action="/api/mfa/mobile/start" className="mt-4">
            <HiddenFields values={{ page }} />
            <Countdown
              seconds={retryIn}
              until={clockIn(retryIn, view.locale)}
              text={{ running: template(te, 'retryIn'), done: te('retryReady'), until: template(te, 'retryAt') }}
            >
              <Button type="submit">{setup ? t('retrySetup') : t('retry')}</Button>
            </Countdown>
          </form>
          <p className="mt-5 text-center text-sm">
            <TextLink href={loginHref}>{tc('backToLogin')}</TextLink>
          </p>
        </>
      ) : (
        <SupportLinks loginHref={loginHref} />
      )}
      {/* Rejected: support is already offered above, and there is nothing else to try. */}
      {setup || !retry ? null : <TryAnotherWay method="mobile-app" page={page === 'verification' ? 'verification' : 'verify'} />}
    </PageCard>
  );
}
