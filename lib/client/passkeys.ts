// The WebAuthn ceremonies' browser half (DESIGN §8): options from our server, the browser prompt
// through @simplewebauthn/browser (loaded only when a ceremony starts, so no page carries it in its
// first load), the response to our route handler, and what the page does with the answer.
import type { PasskeySignals } from '../passkeys/signals';
import { UPGRADE_CONTINUE, UPGRADE_UNABLE } from '../passkeys/upgrade';
import type { WrapperError } from '../validation/form-schema';

/** `upgrade`: a passkey created from /passkey-upgrade's prompt (issue 24); enrolment's handler verifies it too. */
export type PasskeyCeremony = 'sign-in' | 'enrol' | 'step-up' | 'upgrade';

const HANDLER: Record<PasskeyCeremony, string> = {
  'sign-in': '/api/passkey/sign-in',
  enrol: '/api/passkey/enrol',
  'step-up': '/api/passkey/step-up',
  upgrade: '/api/passkey/enrol',
};

/** What the page shows or does after a ceremony: go on, or stay with a message key. */
export type CeremonyOutcome = { go: string } | { message: 'cancelled' | 'expired' | 'alreadyRegistered' | 'network' | 'unsupported' } | { aborted: true };

/** The passkey handlers' answer: their own failure codes (lib/passkeys/handlers.ts) or the wrapper's. */
type Answer = {
  ok: boolean;
  next?: string;
  options?: unknown;
  signals?: PasskeySignals;
  errors?: { form?: 'passkeyExpired' | 'unknownCredential' | 'passkeyRefused' | WrapperError };
};

/** How long the page waits for the browser to take the signals in before it moves on. */
export const SIGNAL_WAIT_MS = 500;

type Library = typeof import('@simplewebauthn/browser');

/**
 * The Signal API (issue 24): the user's passkeys this site still accepts, and the name to show for
 * them. Where the browser lacks it the library throws, which is nothing to tell anyone; and the user
 * never waits more than SIGNAL_WAIT_MS for a browser that takes its time.
 */
export async function sendPasskeySignals(lib: Pick<Library, 'sendSignal'>, s: PasskeySignals): Promise<void> {
  const ids = s.credentialIds;
  await briefly(
    Promise.allSettled([
      ids ? lib.sendSignal({ signalName: 'allAcceptedCredentials', rpID: s.rpId, userID: s.userId, allAcceptedCredentialIDs: ids }) : undefined,
      lib.sendSignal({ signalName: 'currentUserDetails', rpID: s.rpId, userID: s.userId, userName: s.name, userDisplayName: s.name }),
    ]),
  );
}

/** A signal's promise, given at most SIGNAL_WAIT_MS before the page moves on. */
async function briefly(signal: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([signal.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGNAL_WAIT_MS)))]);
  clearTimeout(timer);
}

async function post(path: string, body: unknown): Promise<Answer> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return (await res.json()) as Answer;
}

/** What the browser offers, without loading the library: WebAuthn, a platform authenticator, autofill. */
export async function browserPasskeySupport(): Promise<{ webauthn: boolean; platformAuthenticator: boolean; autofill: boolean }> {
  const pkc = typeof window === 'undefined' ? undefined : window.PublicKeyCredential;
  if (!pkc) return { webauthn: false, platformAuthenticator: false, autofill: false };
  const [platformAuthenticator, autofill] = await Promise.all([
    pkc.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false),
    typeof pkc.isConditionalMediationAvailable === 'function' ? pkc.isConditionalMediationAvailable().catch(() => false) : Promise.resolve(false),
  ]);
  return { webauthn: true, platformAuthenticator, autofill };
}

/** A browser error that means the user said no, or let the prompt time out: nothing went wrong. */
function isCancel(err: unknown): boolean {
  const e = err as { name?: string; code?: string; cause?: { name?: string } } | null;
  return e?.name === 'NotAllowedError' || e?.cause?.name === 'NotAllowedError';
}

function isAbort(err: unknown): boolean {
  const e = err as { name?: string; code?: string } | null;
  return e?.code === 'ERROR_CEREMONY_ABORTED' || e?.name === 'AbortError';
}

/**
 * One ceremony, start to end. `autofill`: the sign-in waits in the e-mail field's autofill
 * (conditional mediation) until the user picks a passkey, or until a modal request aborts it.
 */
export async function runCeremony(ceremony: PasskeyCeremony, extra: Record<string, unknown> = {}, o: { autofill?: boolean } = {}): Promise<CeremonyOutcome> {
  let begun: Answer;
  try {
    begun = await post('/api/passkey/options', { ceremony });
  } catch {
    return { message: 'network' };
  }
  if (!begun.ok || !begun.options) return begun.next ? { go: begun.next } : { message: 'network' };

  const lib = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response =
      ceremony === 'enrol' || ceremony === 'upgrade'
        ? await lib.startRegistration({ optionsJSON: begun.options as Parameters<typeof lib.startRegistration>[0]['optionsJSON'] })
        : await lib.startAuthentication({
            optionsJSON: begun.options as Parameters<typeof lib.startAuthentication>[0]['optionsJSON'],
            useBrowserAutofill: o.autofill === true,
          });
  } catch (err) {
    // Autofill is a quiet offer: if it cannot start or is given up (the page moved on), nothing happens.
    if (isAbort(err) || o.autofill) return { aborted: true };
    if (isCancel(err)) return { message: 'cancelled' };
    if ((err as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { message: 'alreadyRegistered' };
    // SPEC §8: any other passkey failure goes to the unknown-error page.
    return { go: '/error' };
  }

  let answer: Answer;
  try {
    answer = await post(HANDLER[ceremony], { response, ...extra });
  } catch {
    return { message: 'network' };
  }
  if (answer.ok && answer.next) {
    if (answer.signals) await sendPasskeySignals(lib, answer.signals);
    return { go: answer.next };
  }
  const form = answer.errors?.form;
  if (form === 'passkeyExpired') return { message: 'expired' };
  if (form === 'network') return { message: 'network' };
  if (form === 'unknownCredential') {
    // The upstream no longer knows this passkey: the browser should stop offering it (where it can).
    const id = (response as { id?: string }).id;
    const rpID = (begun.options as { rpId?: string }).rpId;
    if (id && rpID) await briefly(lib.sendSignal({ signalName: 'unknownCredential', rpID, credentialID: id }));
  }
  return { go: answer.next ?? '/error' };
}

/**
 * How long the page gives the browser to answer a conditional create before it goes on without one
 * (and cancels the request, so no passkey is made after the user has left, which the upstream would
 * never hear of). The browser answers from its own password manager: a few milliseconds here, and a
 * synced manager's one network round trip on a slow hotel line stays well inside three seconds,
 * while the user, who has just signed in, sees only "Logging you in".
 */
export const AUTO_UPGRADE_MS = 3000;

export type UpgradeMode = 'conditional' | 'prompt' | 'none';

type Capabilities = { conditionalCreate?: boolean; passkeyPlatformAuthenticator?: boolean };

/**
 * What /passkey-upgrade does in this browser: a conditional create where the browser says it can
 * (`getClientCapabilities`) and has somewhere to keep a passkey (a passkey platform authenticator,
 * as a password manager that holds passkeys is); the prompt where it has a platform authenticator;
 * else nothing. A browser that claims conditional create with nowhere to keep the passkey (headless
 * Chromium does) would only be asked for nothing.
 */
export async function upgradeMode(): Promise<UpgradeMode> {
  const pkc = typeof window === 'undefined' ? undefined : window.PublicKeyCredential;
  if (typeof pkc !== 'function') return 'none';
  // A browser's half-done WebAuthn (a webview, an extension in the way) may throw as it is asked.
  const asked = async <T>(question: () => Promise<T> | undefined, otherwise: T): Promise<T> => {
    try {
      return (await question()) ?? otherwise;
    } catch {
      return otherwise;
    }
  };
  const api = pkc as unknown as { getClientCapabilities?: () => Promise<Capabilities>; isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> };
  const [caps, platform] = await Promise.all([
    asked<Capabilities>(() => api.getClientCapabilities?.call(pkc), {}),
    asked(() => api.isUserVerifyingPlatformAuthenticatorAvailable?.call(pkc), false),
  ]);
  if (caps.conditionalCreate === true && (caps.passkeyPlatformAuthenticator === true || platform)) return 'conditional';
  return platform ? 'prompt' : 'none';
}

/**
 * The longest /passkey-upgrade shows "Logging you in" before it goes on regardless: the browser's
 * bound (AUTO_UPGRADE_MS) and our two requests with room to spare, or a browser whose answers never
 * come. A page whose script never runs shows its "Continue" link after about as long (CSS alone).
 */
export const UPGRADE_WATCHDOG_MS = 8000;

/**
 * Issue 24's quiet upgrade: a passkey by conditional create, verified upstream like any other, with
 * no prompt and no click. Whatever happens (created, refused, not eligible, no answer within
 * AUTO_UPGRADE_MS, a network fault), it resolves to where the page goes next: the calling
 * application, or on without a passkey.
 */
export async function autoUpgrade(): Promise<string> {
  try {
    const begun = await post('/api/passkey/options', { ceremony: 'upgrade', conditional: true });
    if (!begun.ok || !begun.options) return begun.next ?? UPGRADE_CONTINUE;
    const optionsJSON = begun.options as Parameters<Library['startRegistration']>[0]['optionsJSON'];
    const lib = await import('@simplewebauthn/browser');
    let unanswered = false;
    const timer = setTimeout(() => {
      unanswered = true;
      lib.WebAuthnAbortService.cancelCeremony();
    }, AUTO_UPGRADE_MS);
    let response: Awaited<ReturnType<Library['startRegistration']>>;
    try {
      response = await lib.startRegistration({ optionsJSON, useAutoRegister: true });
    } catch {
      // A browser that never answered is not held again for 30 days, as after "Not now" (design
      // review: each of its password sign-ins cost the bound, 3.4 s instead of 0.3 s); one that
      // said no at once (not eligible) costs nothing and is asked again next time.
      return unanswered ? UPGRADE_UNABLE : UPGRADE_CONTINUE;
    } finally {
      clearTimeout(timer);
    }
    const answer = await post(HANDLER.upgrade, { response });
    if (answer.ok && answer.next) return answer.next;
    // The upstream refused what the browser made: the browser should not offer it at the next sign-in.
    if (answer.errors?.form === 'passkeyRefused') {
      await briefly(lib.sendSignal({ signalName: 'unknownCredential', rpID: optionsJSON.rp.id ?? location.hostname, credentialID: response.id }));
    }
    return UPGRADE_CONTINUE;
  } catch {
    return UPGRADE_CONTINUE;
  }
}

/** Gives up a pending request (the autofill's, when its page goes away), if the library is loaded. */
export async function abortPendingCeremony(): Promise<void> {
  const lib = await import('@simplewebauthn/browser');
  lib.WebAuthnAbortService.cancelCeremony();
}

export { navigate } from './navigate';
