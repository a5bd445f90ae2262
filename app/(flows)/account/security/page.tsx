// /account/security?redirectUri (issue 25): the user's own security page, in three sections that each
// work without JavaScript: their passkeys (named, renamed, removed, added), their second factor (the
// method, changing it, recovery codes left and new ones) and where they are signed in ("Sign out
// everywhere else"). Reading needs a finished sign-in; each change a recent one (lib/account/changes.ts).
// Issue 40 made it a settings page: one row per item with its state and its action (the card on a
// phone), every sign-in of the account with "Log out" on each, and 30 days of activity.
// Without a session the user signs in first and comes back (the purpose); a finished session enters
// through /api/account/enter, which gives it the purpose and checks the calling application's address.
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { signInWords } from '@/lib/account/sign-in-words';
import { redirect } from 'next/navigation';
import { AcceptedPasskeys } from '@/components/accepted-passkeys';
import { Banner } from '@/components/banner';
import { ButtonLink } from '@/components/button';
import { Field } from '@/components/field';
import { HiddenFields } from '@/components/hidden-fields';
import { NoScriptNote } from '@/components/no-script-note';
import { PageActions, PageCard } from '@/components/page-card';
import { PasskeyButton } from '@/components/passkey-button';
import { PostButton } from '@/components/post-button';
import { SentenceWithName } from '@/components/sentence-with-name';
import { SentenceWithEmail } from '@/components/email-address';
import { SECURITY_NOTICES, securityStep, type SecurityNotice } from '@/lib/account/changes';
import { fewCodesLeft, isRecent, methodLine, passkeyRows, SECURITY_PATH, type PasskeyRow } from '@/lib/account/security';
import { logger } from '@/lib/logger';
import { isUpstreamError } from '@/lib/upstream/errors';
import { messageOf } from '@/lib/validation/form-schema';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { isHostUnderRpId } from '@/lib/passkeys/availability';
import { partnerProduct } from '@/lib/mfa/product';
import { titleMetadata } from '@/lib/page-title';
import { acceptedPasskeySignals } from '@/lib/passkeys/signals';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { getSession } from '@/lib/session/session';
import { listPasskeys } from '@/lib/upstream/passkeys';
import { getMfa } from '@/lib/upstream/security';
import { listActivity, listSessions } from '@/lib/upstream/sessions';
import { activityPageOf, activityPages, activityRows, sessionRows } from '@/lib/account/sessions-view';
import { ActivitySection } from './_parts/activity';
import { SessionsSection } from './_parts/sessions';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => titleMetadata('accountSecurity');

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function SecurityPage({ searchParams }: Props) {
  const [tenant, session, query, flash, { origin }] = await Promise.all([requireTenant(), getSession(), searchParams, getFlash(), getRequestContext()]);
  const asked = allowedRedirectUri(first(query.redirectUri), tenant.redirectUris);
  if (!session) redirect(withQuery('/login', flowQuery({ purpose: 'account-security', redirectUri: asked })));
  const at = securityStep(session);
  if (at !== 'here' && at !== 'enter') redirect(at);
  if (at === 'enter' || (asked && asked !== session.flow.redirectUri)) redirect(withQuery('/api/account/enter', flowQuery({ redirectUri: asked })));

  const host = origin ? new URL(origin).hostname : '';
  const passkeysHere = tenant.passkeysEnabled && isHostUnderRpId(host, tenant.passkeyRpId);
  const activityPage = activityPageOf(first(query.activity));
  // Each section from its own answer: one the upstream cannot give now leaves the others working.
  const [listed, mfaRead, sessionsRead, activityRead] = await Promise.allSettled([
    passkeysHere ? listPasskeys(session.token) : Promise.resolve([]),
    getMfa(session.token),
    listSessions(session.token),
    listActivity(session.token, activityPage),
  ]);
  const failed = [listed, mfaRead, sessionsRead, activityRead].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  // A token the upstream no longer honours (signed out everywhere from another browser): sign in again.
  // Once only: a token the check found good shows the sections it could not read as such.
  if (!first(query.checked) && failed.some((err) => isUpstreamError(err, 'TokenInvalid')))
    redirect(withQuery('/api/account/enter', flowQuery({}, { check: '1' })));
  for (const err of failed) logger.warn({ err: String(err) }, 'a section of the security page could not be read');
  const passkeys = listed.status === 'fulfilled' ? listed.value : null;
  const mfa = mfaRead.status === 'fulfilled' ? mfaRead.value : null;
  const [t, tp, te, tv, format, locale, words] = await Promise.all([
    getTranslations('security'),
    getTranslations('passkey'),
    getTranslations('errors'),
    getTranslations('validation'),
    getFormatter(),
    getLocale(),
    signInWords(),
  ]);
  const rows = passkeyRows(passkeys ?? []);
  const recent = isRecent(session);
  const removing = rows.find((r) => r.id === first(query.remove));
  // Back from "Keep it": focus returns to the "Remove" it came from (design review M2).
  const kept = removing ? undefined : rows.find((r) => r.id === first(query.kept));
  const sessions = sessionsRead.status === 'fulfilled' ? sessionRows(sessionsRead.value, tenant.frontDeskNetworks) : null;
  const activity = activityRead.status === 'fulfilled' ? activityRead.value : null;
  const notice = SECURITY_NOTICES.find((n): n is SecurityNotice => n === flash?.notice);
  const refused = flash?.errors?.name ?? flash?.errors?.id;
  const renameError = refused === 'passkeyNameTooLong' ? tv('passkeyNameTooLong') : refused ? tv('fieldRequired') : undefined;
  const day = (d: Date) => format.dateTime(d, { dateStyle: 'medium' });
  // A passkey's name is the user's (cleaned of control and format characters by lib/account/security.ts)
  // and is shown inside <bdi>, alone or in a sentence, so it cannot reorder what is around it.
  const label = (r: PasskeyRow) => r.name ?? r.provider ?? t('passkeys.unnamed');
  const method = methodLine(mfa?.mfaMethod ?? null);
  const few = mfa ? fewCodesLeft(mfa.recoveryCodesLeft, mfa.mfaMethod) : false;
  const formError = flash?.errors?.form;

  return (
    <PageCard heading={t('heading')} focusHeading={!notice && !formError && !renameError && !removing && !kept}>
      <p className="mb-4 text-sm text-on-muted" data-varies>
        <SentenceWithEmail say={(email) => t('signedInAs', { email })} email={session.identity.email} />
      </p>
      {formError ? (
        <Banner tone="error" focus={!removing}>
          {messageOf({ network: te('network'), badRequest: te('badRequest'), tooLarge: te('tooLarge') }, formError) ?? te('badRequest')}
        </Banner>
      ) : null}
      {notice ? (
        <Banner tone={notice === 'passkeyGone' || notice === 'codesNotMade' ? 'warning' : 'success'} focus={!removing && !formError}>
          {
            {
              passkeyAdded: t('notices.passkeyAdded'),
              passkeyRenamed: t('notices.passkeyRenamed'),
              passkeyRemoved: t('notices.passkeyRemoved'),
              passkeyGone: t('notices.passkeyGone'),
              signedOutElsewhere: t('notices.signedOutElsewhere'),
              sessionEnded: t('notices.sessionEnded'),
              sessionGone: t('notices.sessionGone'),
              codesNotMade: t('notices.codesNotMade'),
              confirmed: t('notices.confirmed'),
            }[notice]
          }
        </Banner>
      ) : null}
      {recent ? null : (
        <div className="mb-4">
          <Banner tone="info">{t('reauthNote')}</Banner>
          <div className="flex flex-col gap-2 md:max-w-xs">
            {rows.length > 0 ? (
              <PasskeyButton
                ceremony="step-up"
                extra={{ security: true }}
                label={tp('stepUp.use')}
                variant="secondary"
                text={{ cancelled: tp('cancelled'), expired: tp('expired'), network: te('network') }}
              />
            ) : null}
            <PostButton action="/api/account/reauth" variant="secondary">
              {t('confirmPassword')}
            </PostButton>
          </div>
        </div>
      )}

      {passkeysHere ? (
        <section aria-labelledby="passkeys" className="kc-section">
          <h2 id="passkeys" className="kc-subheading" tabIndex={-1}>
            {t('passkeys.heading')}
          </h2>
          <p className="mb-3 text-sm">{t('passkeys.intro')}</p>
          {passkeys === null ? <p className="mb-3 text-sm">{t('unavailable')}</p> : null}
          {passkeys?.length === 0 ? <p className="mb-3 text-sm text-on-muted">{t('passkeys.none')}</p> : null}
          <ul className={rows.length > 0 ? 'kc-settings' : 'hidden'}>
            {rows.map((r, i) => (
              <li key={r.id} className="kc-setting">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">
                    <bdi>{label(r)}</bdi>
                  </h3>
                  <p className="text-sm text-on-muted">
                    {[r.name && r.provider ? r.provider : undefined, r.synced ? t('passkeys.synced') : t('passkeys.deviceOnly')].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-sm text-on-muted" data-varies>
                    {[
                      r.createdAt ? t('passkeys.created', { date: day(r.createdAt) }) : undefined,
                      r.lastUsedAt ? t('passkeys.lastUsed', { date: day(r.lastUsedAt) }) : t('passkeys.neverUsed'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {removing?.id === r.id ? (
                  <div className="kc-setting-actions md:max-w-sm" role="group" aria-labelledby={`remove-${i}`}>
                    <Banner tone="warning" id={`remove-${i}`} focus>
                      <SentenceWithName say={(name) => t('passkeys.removeConfirm', { name })} name={label(r)} />
                    </Banner>
                    {/* Design review M2: keeping it comes first and is the primary; the removal is in the error colour. */}
                    <div className="flex flex-wrap gap-2">
                      <a href={withQuery(SECURITY_PATH, new URLSearchParams({ kept: r.id }).toString())} className="kc-button-small kc-button-small-primary">
                        {t('passkeys.keep')}
                      </a>
                      <form method="post" action="/api/account/passkeys/remove">
                        <HiddenFields values={{ id: r.id }} />
                        <button type="submit" className="kc-button-small kc-button-small-danger">
                          {t('passkeys.removeNow')}
                        </button>
                      </form>
                    </div>
                  </div>
                ) : (
                  <div className="kc-setting-actions">
                    <details className="kc-details" open={flash?.values?.id === r.id && !!renameError}>
                      <summary className="kc-button-small">
                        <SentenceWithName say={(name) => t('passkeys.rename', { name })} name={label(r)} />
                      </summary>
                      <form method="post" action="/api/account/passkeys/rename" className="mt-2">
                        <HiddenFields values={{ id: r.id }} />
                        <Field
                          id={`name-${i}`}
                          name="name"
                          label={t('passkeys.nameLabel')}
                          defaultValue={flash?.values?.id === r.id ? flash.values.name : r.name}
                          maxLength={64}
                          required
                          autoComplete="off"
                          autoFocus={flash?.values?.id === r.id && !!renameError}
                          error={flash?.values?.id === r.id ? renameError : undefined}
                        />
                        <button type="submit" className="kc-button-small">
                          {t('passkeys.save')}
                        </button>
                      </form>
                    </details>
                    <a
                      href={withQuery(SECURITY_PATH, new URLSearchParams({ remove: r.id }).toString())}
                      className="kc-button-small"
                      autoFocus={kept?.id === r.id}
                    >
                      <SentenceWithName say={(name) => t('passkeys.remove', { name })} name={label(r)} />
                    </a>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="md:max-w-xs">
            {recent ? (
              <PasskeyButton
                ceremony="enrol"
                extra={{ security: true }}
                label={t('passkeys.add')}
                variant="secondary"
                unsupported={tp('unsupported')}
                text={{ cancelled: tp('cancelled'), expired: t('passkeys.addExpired'), alreadyRegistered: tp('alreadyRegistered'), network: te('network') }}
              />
            ) : (
              <PostButton action="/api/account/reauth" variant="secondary">
                {t('passkeys.add')}
              </PostButton>
            )}
          </div>
          <NoScriptNote className="mt-2 text-sm text-on-muted">{t('passkeys.addNeedsJavaScript')}</NoScriptNote>
          <AcceptedPasskeys
            signals={acceptedPasskeySignals(
              session.identity,
              tenant,
              rows.map((r) => r.id),
            )}
          />
        </section>
      ) : null}

      <section aria-labelledby="two-step" className="kc-section">
        <h2 id="two-step" className="kc-subheading" tabIndex={-1}>
          {t('mfa.heading')}
        </h2>
        {mfa === null ? <p className="mb-3">{t('unavailable')}</p> : null}
        <div className={mfa === null ? 'hidden' : 'kc-settings'}>
          <div className="kc-setting">
            <div>
              <p className="mb-1">
                {
                  {
                    app: t('mfa.method.app'),
                    sms: t('mfa.method.sms', { hint: method.hint ?? '' }),
                    voice: t('mfa.method.voice', { hint: method.hint ?? '' }),
                    partnerApp: t('mfa.method.partnerApp', { product: partnerProduct(tenant) }),
                    none: t('mfa.method.none'),
                  }[method.key]
                }
              </p>
              {mfa?.mfaMethod ? (
                <p className={`text-sm ${few ? 'font-semibold' : 'text-on-muted'}`}>{t('mfa.codesLeft', { count: mfa.recoveryCodesLeft })}</p>
              ) : null}
            </div>
            <div className="kc-setting-actions flex-col items-stretch md:w-xs">
              {mfa?.mfaMethod ? (
                <PostButton action="/api/account/recovery-codes" variant={few ? 'primary' : 'secondary'}>
                  {t('mfa.newCodes')}
                </PostButton>
              ) : null}
              <PostButton action="/api/account/mfa" variant="secondary">
                {mfa?.mfaMethod ? t('mfa.change') : t('mfa.setUp')}
              </PostButton>
            </div>
          </div>
        </div>
      </section>

      <SessionsSection rows={sessions} t={t} locale={locale} words={words} />
      <ActivitySection
        t={t}
        locale={locale}
        words={words}
        rows={activity ? activityRows(activity.events, tenant.frontDeskNetworks) : null}
        page={activityPage}
        pages={activity ? activityPages(activity.total) : 1}
      />

      <PageActions>
        <div className="md:mx-auto md:w-xs">
          <ButtonLink href="/api/account/leave">{t('done')}</ButtonLink>
        </div>
      </PageActions>
    </PageCard>
  );
}
