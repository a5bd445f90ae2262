// Chromium's virtual authenticator (CDP WebAuthn domain, options nested under `options`): a platform
// passkey with user verification, as a laptop's fingerprint reader or a phone's screen lock would be.
import { expect, type CDPSession, type Page } from '@playwright/test';
import { PASSWORD } from './support';

export type VirtualAuthenticator = { cdp: CDPSession; authenticatorId: string };

export async function addAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export async function credentialsOf(a: VirtualAuthenticator): Promise<{ credentialId: string; userName?: string; userHandle?: string }[]> {
  return (await a.cdp.send('WebAuthn.getCredentials', { authenticatorId: a.authenticatorId })).credentials;
}

/** The user refuses (or cannot give) verification: the browser answers as for a cancelled prompt. */
export async function refuseVerification(a: VirtualAuthenticator): Promise<void> {
  await a.cdp.send('WebAuthn.setUserVerified', { authenticatorId: a.authenticatorId, isUserVerified: false });
}

/** The sandbox IdP's hosted login (prompt=login): the e-mail is filled in when Keycard knows it. */
export async function hostedLogin(page: Page, email: string, o: { prefilled?: boolean } = {}) {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const field = page.getByLabel('E-mail');
  if (o.prefilled) await expect(field).toHaveValue(email);
  await field.fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The security page's re-authentication on Keycard's own password stage (issue 37): "Confirm it's you"
 * for the signed-in account, which cannot be changed there, themed and in the page's language.
 */
export async function confirmItsYou(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/password\?.*purpose=account-security/);
  await expect(page.getByTestId('account-chip')).toHaveText(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * A browser without passkey autofill (conditional mediation). Chromium's virtual authenticator answers
 * a pending autofill request by itself, which would race a test that means to press the button.
 */
export async function withoutAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => false });
  });
}

/**
 * A browser whose password manager cannot make a passkey quietly (no conditional create, as Firefox
 * or an older Chrome): /passkey-upgrade shows its prompt there. Chromium itself says it can.
 */
export async function withoutConditionalCreate(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const own = PublicKeyCredential.getClientCapabilities.bind(PublicKeyCredential);
    Object.defineProperty(PublicKeyCredential, 'getClientCapabilities', { value: async () => ({ ...(await own()), conditionalCreate: false }) });
  });
}

/**
 * A password manager that agrees to make a passkey quietly. Chromium says it offers conditional
 * create, but with its virtual authenticator on a tenant host the request is never answered (the
 * page gives up after its bound); here a request with `mediation: 'conditional'` is answered by the
 * virtual authenticator as a modal one would be, with no prompt (presence is simulated). Returns the
 * mediations the page asked with, in order.
 */
export async function withQuietPasswordManager(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.exposeBinding('__kcRecordCreate', (_source, mediation: string) => {
    asked.push(mediation);
  });
  await page.addInitScript(() => {
    const create = navigator.credentials.create.bind(navigator.credentials);
    const record = (window as unknown as { __kcRecordCreate: (m: string) => Promise<void> }).__kcRecordCreate;
    navigator.credentials.create = async (options?: CredentialCreationOptions) => {
      const { mediation, ...rest } = (options ?? {}) as CredentialCreationOptions & { mediation?: string };
      await record(mediation ?? 'optional');
      return create(mediation === 'conditional' ? rest : options);
    };
  });
  return asked;
}

/** Counts this page's ceremony starts (POST /api/passkey/options). */
export function countCeremonies(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/passkey/options') counter.count += 1;
  });
  return counter;
}

export type SignalCall = { name: 'signalAllAcceptedCredentials' | 'signalCurrentUserDetails'; options: Record<string, unknown> };

/**
 * Records this page's Signal API calls (issue 24), across navigations. Where Chromium has the calls
 * they are wrapped and still made; where it has not, the spy stands in for them, so the test reads
 * what Keycard sends either way.
 */
export async function spyOnSignals(page: Page): Promise<SignalCall[]> {
  const calls: SignalCall[] = [];
  await page.exposeBinding('__kcRecordSignal', (_source, name: SignalCall['name'], options: Record<string, unknown>) => {
    calls.push({ name, options });
  });
  await page.addInitScript(() => {
    const pkc = PublicKeyCredential as unknown as Record<string, ((o: unknown) => Promise<void>) | undefined>;
    const record = (window as unknown as { __kcRecordSignal: (n: string, o: unknown) => Promise<void> }).__kcRecordSignal;
    for (const name of ['signalAllAcceptedCredentials', 'signalCurrentUserDetails']) {
      const original = pkc[name]?.bind(PublicKeyCredential);
      Object.defineProperty(PublicKeyCredential, name, {
        configurable: true,
        value: async (options: unknown) => {
          await record(name, options);
          if (original) await original(options);
        },
      });
    }
  });
  return calls;
}
