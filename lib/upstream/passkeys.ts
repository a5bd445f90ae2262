// Passkey calls (SPEC §7): createPasskey, verifyPasskeyLogin, listPasskeys, createPasskeyState. Keycard states what
// it expects (challenge, origin, rp id); the upstream verifies the browser's response against it.
import 'server-only';
import { api, type AuthenticationResponse, type PasskeyDetails, type RegistrationResponse, type SignInContext } from './contract';
import type { Identity } from './auth';
import { upstream } from './index';

export type Expected = { expectedChallenge: string; expectedOrigin: string; expectedRpId: string };

/** `conditional`: made by conditional create, so the upstream asks for neither user presence nor verification (issue 24). */
export async function createPasskey(token: string, response: RegistrationResponse, expected: Expected, o: { conditional?: boolean } = {}): Promise<string> {
  const body = { token, response, ...expected, ...(o.conditional ? { mediation: 'conditional' as const } : {}) };
  return (await upstream().call(api.createPasskey, { body })).data.code;
}

/** The sign-in's context, and for a step-up the signed-in user's token (a step-up rather than a sign-in). */
export type PasskeyLogin = SignInContext & { token?: string };

/** Answers like POST /authenticate: the identity, with the sign-in's SPEC §4 state. */
export async function verifyPasskeyLogin(response: AuthenticationResponse, expected: Expected, login: PasskeyLogin): Promise<Identity> {
  return (await upstream().call(api.verifyPasskeyLogin, { body: { response, ...expected, ...login } })).data;
}

/** The signed-in user's passkeys on this tenant (GET /passkeys), newest first. */
export async function listPasskeys(token: string): Promise<PasskeyDetails[]> {
  return (await upstream().call(api.listPasskeys, { bearer: token })).data.passkeys;
}

export async function createPasskeyState(token: string, stateId: string): Promise<string> {
  return (await upstream().call(api.createPasskeyState, { body: { token, stateId } })).data.passkeyState;
}
