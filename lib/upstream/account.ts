// Account-lifecycle calls: activation, registration, password reset, e-mail verification (SPEC §7).
// Statuses become SPEC §8's error codes through each endpoint's declaration; screens decide by code.
import 'server-only';
import { api, type ActivationDraft, type LinkContext } from './contract';
import { isUpstreamError } from './errors';
import { upstream } from './index';

export type { LinkContext };

/** Whose a link or invitation is: the account's e-mail, and its name where the upstream knows it. */
export type TokenOwner = { email: string; firstName?: string | null; lastName?: string | null };

export function validatePerishableToken(token: string): Promise<TokenOwner & { purpose: 'ACTIVATE' | 'RESET' }> {
  return upstream().call(api.validateToken, { body: { token } });
}

/** The owner of a live activation link's token; null when it is no such token (expired, unknown, a reset's). */
export async function activationOwner(token: string): Promise<TokenOwner | null> {
  return perishableOwner(token, 'ACTIVATE');
}

async function perishableOwner(token: string, purpose: 'ACTIVATE' | 'RESET'): Promise<TokenOwner | null> {
  try {
    const { purpose: found, ...owner } = await validatePerishableToken(token);
    return found === purpose ? owner : null;
  } catch (err) {
    if (isUpstreamError(err, 'TokenExpired') || isUpstreamError(err, 'TokenInvalid')) return null;
    throw err;
  }
}

/**
 * The owner of a live invitation to this tenant; null when it is none (used, expired, unknown) or is
 * another tenant's: an invitation opened on another organisation's address must not register there in
 * its theme and then sign in on the wrong tenant.
 */
export async function invitationOwner(token: string, tenantCode: string): Promise<TokenOwner | null> {
  try {
    const { tenantCode: invitedTo, ...owner } = await validateRegistrationToken(token);
    return invitedTo === tenantCode ? owner : null;
  } catch (err) {
    if (isUpstreamError(err, 'TokenInvalid')) return null;
    throw err;
  }
}

export function activateUser(draft: ActivationDraft): Promise<{ email: string }> {
  return upstream().call(api.activate, { body: draft });
}

export function validateRegistrationToken(token: string): Promise<TokenOwner & { tenantCode: string }> {
  return upstream().call(api.validateRegistrationToken, { body: { token } });
}

export function registerUser(draft: ActivationDraft): Promise<{ email: string }> {
  return upstream().call(api.register, { body: draft });
}

export async function requestResetPassword(email: string, link: LinkContext): Promise<'ACTIVATE' | 'RESET'> {
  return (await upstream().call(api.resetPassword, { params: { email }, body: link })).state;
}

/**
 * The account a reset link's token is for, as the upstream knows it; null when the token is no live
 * reset token (expired, unknown, or an activation's). A reset link's own `email` is bound to nothing
 * (anyone can write one with someone else's address): it is never shown or kept as the account's
 * (security review L6).
 */
export async function resetTokenOwner(token: string): Promise<TokenOwner | null> {
  return perishableOwner(token, 'RESET');
}

export function applyResetPassword(token: string, password: string): Promise<void> {
  return upstream().call(api.applyReset, { body: { token, password } });
}

export function resendActivation(email: string, link: LinkContext): Promise<void> {
  return upstream().call(api.resendActivation, { params: { email }, body: link });
}

export function sendUserVerification(email: string, userToken: string, link: LinkContext): Promise<void> {
  return upstream().call(api.sendVerification, { params: { email }, body: link, bearer: userToken });
}

export function validateEmailVerificationToken(token: string): Promise<{ valid: true }> {
  return upstream().call(api.validateEmailVerificationToken, { body: { token } });
}

export async function verifyEmail(email: string, token: string): Promise<string> {
  return (await upstream().call(api.verifyEmail, { body: { email, token } })).homepageUrl;
}
