// The code steps (SPEC §2 "enter one-time code"): step 2 of 4 for the phone, and the verification of
// the registered device (with its ways out: way-out.tsx); the app's first code is entered on the
// screen that adds the account (app.tsx), with the same form. A text or voice code can be sent
// again, by either way, once the countdown from the upstream's remainingSeconds has run out: until
// then only the countdown shows, then one "Didn't get a code?".
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { Button, TextLink } from '@/components/button';
import { Countdown } from '@/components/countdown';
import { HiddenFields } from '@/components/hidden-fields';
import { PageCard } from '@/components/page-card';
import { Stepper } from '@/components/stepper';
import { clockAt, clockIn, secondsUntil } from '@/lib/clock';
import { retryInOf } from '@/lib/mfa/errors';
import { mfaMessage } from '@/lib/mfa/message';
import type { CodePage } from '@/lib/mfa/pages';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { formText, type FormText } from '@/lib/form-text';
import type { DeliveryType, PhoneDelivery } from '@/lib/upstream/contract';
import { CodeForm } from '../code-form';
import type { MfaView } from './view';
import { SigningInAs, TryAnotherWay } from './way-out';
import { template } from '@/lib/i18n/template';
import { refusalWordsFrom } from '@/lib/mfa/refusal-words';

type CodeStepProps = {
  view: MfaView;
  page: CodePage;
  heading: string;
  deliveryType: DeliveryType;
  /** "Step N of M" while registering. */
  step?: { step: number; of: number };
  /** Links under the form (back, another number). */
  links?: React.ReactNode;
};

export async function CodeStep({ view, page, heading, deliveryType, step, links }: CodeStepProps) {
  // The resend's words, and among them the refusals' that the code form is given (read once).
  const mfaText = formText('mfa');
  const [t, tc, text, formWords] = await Promise.all([
    getTranslations('mfa'),
    getTranslations('common'),
    mfaText,
    mfaText.then((all) => formText('mfaCode', refusalWordsFrom(all, view.errors))),
  ]);
  const { pending, errors, locale } = view;
  const phone = deliveryType === 'sms' || deliveryType === 'voice';
  const hint = pending?.phoneHint ?? view.session.identity.mfaMethod?.phoneHint ?? '';
  const sentWith = pending?.challengeId ? pending.deliveryType : undefined;
  const retryIn = retryInOf(view.detail);
  const verifying = page === 'verify' || page === 'verification';
  return (
    <PageCard heading={heading} focusHeading={false}>
      {step ? <Stepper step={step.step} of={step.of} label={tc('stepOf', { step: step.step, total: step.of })} /> : null}
      {verifying ? <SigningInAs email={view.session.identity.email} /> : null}
      {!phone ? (
        <p className="mb-4">{t('verify.app')}</p>
      ) : sentWith ? (
        <p className="mb-4">{sentWith === 'voice' ? t('phone.sentVoice', { hint }) : t('phone.sentSms', { hint })}</p>
      ) : errors?.resend === 'sentRecently' ? (
        // A second sign-in within the resend wait: nothing went wrong, the previous code is too recent.
        <p className="mb-4">{text.sentRecently}</p>
      ) : (
        <Banner tone="warning">{t('verify.notSent')}</Banner>
      )}
      <CodeForm page={page} text={formWords} initialErrors={errors} initialDetail={view.detail} retryUntil={clockIn(retryIn, locale)} />
      {phone ? <Resend view={view} page={page} text={text} /> : null}
      {verifying ? <TryAnotherWay method={sentWith ?? deliveryType} page={page} resendSeconds={phone ? secondsUntil(pending?.resendAt) : 0} /> : null}
      {links}
    </PageCard>
  );
}

/**
 * Resend by text or by voice (SPEC §4: not while the countdown runs, with JavaScript or without): the
 * countdown alone, then one "Didn't get a code?" that opens both ways. When no code went out at all,
 * the two ways to send one are shown as they are.
 */
async function Resend({ view, page, text }: { view: MfaView; page: CodePage; text: FormText<'mfa'> }) {
  const [tcode, tc] = await Promise.all([getTranslations('mfa.code'), getTranslations('common')]);
  const seconds = secondsUntil(view.pending?.resendAt);
  const sent = !!view.pending?.challengeId;
  // A send refused (sent too often, the number blocked, …): said here, by the controls it is about.
  // "Sent recently" is no failure: the page's opening line says it, and the countdown when.
  const refused = view.errors?.resend === 'sentRecently' ? undefined : view.errors?.resend;
  // The way the last code went comes first ("again"), the other second; a number being registered
  // offers only the ways it can take (a landline no text: security review M3).
  const allowed = view.pending?.channels;
  const ways = (view.pending?.deliveryType === 'voice' ? (['voice', 'sms'] as const) : (['sms', 'voice'] as const)).filter(
    (way): way is PhoneDelivery => !allowed || allowed.includes(way),
  );
  const forms = ways.map((deliveryType) => (
    <form key={deliveryType} method="post" action="/api/mfa/resend">
      <HiddenFields values={{ page, deliveryType }} />
      <Button type="submit" variant={sent ? 'link' : 'secondary'}>
        {deliveryType === 'sms' ? (sent ? tcode('resendSms') : tcode('sendSms')) : sent ? tcode('resendVoice') : tcode('sendVoice')}
      </Button>
    </form>
  ));
  return (
    <div className="mt-5">
      {refused ? <Banner tone="error">{mfaMessage(text, refused, view.detail?.providerCode)}</Banner> : null}
      <Countdown
        seconds={seconds}
        until={seconds ? clockAt(view.pending!.resendAt!, view.locale) : undefined}
        text={{ running: template(tc, 'resendIn'), done: tc('resendReady'), until: template(tc, 'resendAt') }}
        hold="hide"
      >
        {sent ? (
          <details>
            <summary className="kc-link cursor-pointer">{tcode('didntGetCode')}</summary>
            <div className="mt-2 grid justify-items-start gap-2 ps-4">{forms}</div>
          </details>
        ) : (
          <div className="grid gap-2">{forms}</div>
        )}
      </Countdown>
    </div>
  );
}

export async function PhoneCode({ view, deliveryType }: { view: MfaView; deliveryType: 'sms' | 'voice' }) {
  const tphone = await getTranslations('mfa.phone');
  return (
    <CodeStep
      view={view}
      page="phone-code"
      heading={tphone('codeHeading')}
      deliveryType={deliveryType}
      step={{ step: 2, of: STEPS_OF.phone }}
      links={
        <p className="mt-5 text-center text-sm">
          <TextLink href={mfaHref(deliveryType)}>{tphone('otherNumber')}</TextLink>
        </p>
      }
    />
  );
}

export async function Verify({ view, deliveryType, page }: { view: MfaView; deliveryType: DeliveryType; page: 'verify' | 'verification' }) {
  const tverify = await getTranslations('mfa.verify');
  return <CodeStep view={view} page={page} heading={tverify('heading')} deliveryType={deliveryType} />;
}
