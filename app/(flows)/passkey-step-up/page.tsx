// /passkey-step-up?purpose&state&redirectUri (SPEC §2, §4): the signed-in user proves presence again
// with a passkey (or, with none, through the IdP's hosted login); the passkey state for the calling
// application's state id then goes back to the stored URI. Someone else's passkey logs out.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { TextLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { NoScriptNote } from '@/components/no-script-note';
import { PasskeyButton } from '@/components/passkey-button';
import { titleMetadata } from '@/lib/page-title';
import { passkeyStepOf } from '@/lib/passkeys/handlers';
import { hostedLoginPath, passkeyQuery } from '@/lib/passkeys/pages';
import { requireTenant } from '@/lib/request-context';
import { getSession } from '@/lib/session/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => titleMetadata('passkeyStepUp');

export default async function PasskeyStepUpPage({ searchParams }: Props) {
  const [tenant, session, t, tp, te] = await Promise.all([
    requireTenant(),
    getSession(),
    getTranslations('passkey.stepUp'),
    getTranslations('passkey'),
    getTranslations('errors'),
  ]);
  const raw = passkeyQuery(await searchParams, tenant);
  const q = { ...raw, state: raw.state ?? session?.flow.passkeyState };
  // Without the calling application's state id there is nothing to prove: SPEC §8's passkey failure.
  if (!q.state) redirect('/error');
  if (!session) redirect(hostedLoginPath('step-up', q));
  const at = passkeyStepOf(session, '/passkey-step-up');
  if (at !== 'here') redirect(at);
  // Back from a hosted login that had a step of its own (MFA): the re-authentication stands.
  if (session.flow.purpose === 'passkey-step-up-success') redirect('/api/passkey/step-up/finish');
  if (!session.identity.hasPasskeys) redirect(hostedLoginPath('step-up', q));
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-5">{t('intro')}</p>
      <NoScriptNote className="mb-5">{t('needsJavaScript')}</NoScriptNote>
      <PageActions>
        <PasskeyButton
          ceremony="step-up"
          label={t('use')}
          extra={{ state: q.state, redirectUri: q.redirectUri }}
          unsupported={tp('unsupported')}
          text={{ cancelled: tp('cancelled'), expired: tp('expired'), network: te('network') }}
        />
      </PageActions>
      <p className="mt-5 text-center">
        <TextLink href={hostedLoginPath('step-up', q)}>{t('password')}</TextLink>
      </p>
    </PageCard>
  );
}
