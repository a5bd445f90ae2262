// /passkey-enrollment?purpose&redirectUri (SPEC §2, §4): a signed-in user creates a passkey and goes
// back to the stored URI with passkeySetup=success. With purpose registration, or without a session,
// the IdP's hosted login (prompt=login) comes first and returns here through /authenticate.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PageActions, PageCard } from '@/components/page-card';
import { NoScriptNote } from '@/components/no-script-note';
import { PasskeyButton } from '@/components/passkey-button';
import { PostButton } from '@/components/post-button';
import { titleMetadata } from '@/lib/page-title';
import { enrolmentNeedsSignIn, passkeyStepOf } from '@/lib/passkeys/handlers';
import { hostedLoginPath, passkeyQuery } from '@/lib/passkeys/pages';
import { requireTenant } from '@/lib/request-context';
import { getSession } from '@/lib/session/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => titleMetadata('passkeyEnrol');

const REGISTRATION = new Set(['registration', 'passkey-registration']);

export default async function PasskeyEnrollmentPage({ searchParams }: Props) {
  const [tenant, session, t, tp, te] = await Promise.all([
    requireTenant(),
    getSession(),
    getTranslations('passkey.enrol'),
    getTranslations('passkey'),
    getTranslations('errors'),
  ]);
  const q = passkeyQuery(await searchParams, tenant);
  // Issue 25: a new way in needs a recent sign-in, as every change to the account does: an older
  // session (a cookie taken from another computer, say) proves it is the user at the IdP first.
  if (!session || REGISTRATION.has(q.purpose ?? '') || enrolmentNeedsSignIn(session, { security: false })) redirect(hostedLoginPath('enrol', q));
  const at = passkeyStepOf(session, '/passkey-enrollment');
  if (at !== 'here') redirect(at);
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-3">{t('intro')}</p>
      <p className="mb-5 text-sm text-on-muted">{t('private')}</p>
      <NoScriptNote className="mb-5">{t('needsJavaScript')}</NoScriptNote>
      <PageActions>
        <PasskeyButton
          ceremony="enrol"
          label={t('create')}
          extra={{ redirectUri: q.redirectUri }}
          unsupported={tp('unsupported')}
          text={{ cancelled: tp('cancelled'), expired: tp('expired'), alreadyRegistered: tp('alreadyRegistered'), network: te('network') }}
        />
        <PostButton action="/api/passkey/skip" values={{ redirectUri: q.redirectUri }} variant="secondary">
          {t('notNow')}
        </PostButton>
      </PageActions>
    </PageCard>
  );
}
