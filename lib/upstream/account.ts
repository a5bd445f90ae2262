// Account-lifecycle calls: activation, registration, password reset, e-mail verification (SPEC §7).
// Statuses become SPEC §8's error codes through each endpoint's declaration; screens decide by code.
import 'server-only';
import { api, type ActivationDraft, type LinkContext } from './contract';
import { upstream } from './index';

export type { LinkContext };

export function validatePerishableToken(token: string, traceToken: string): Promise<{ email: string; purpose: 'ACTIVATE' | 'RESET' }> {
  return upstream().call(api.validateToken, { body: { token }, traceToken });
}

export function activateUser(draft: ActivationDraft, traceToken: string): Promise<{ email: string }> {
  return upstream().call(api.activate, { body: draft, traceToken });
}

export function validateRegistrationToken(token: string, traceToken: string): Promise<{ email: string; tenantCode: string }> {
  return upstream().call(api.validateRegistrationToken, { body: { token }, traceToken });
}

export function registerUser(draft: ActivationDraft, traceToken: string): Promise<{ email: string }> {
  return upstream().call(api.register, { body: draft, traceToken });
}

export async function requestResetPassword(email: string, link: LinkContext, traceToken: string): Promise<'ACTIVATE' | 'RESET'> {
  return (await upstream().call(api.resetPassword, { params: { email }, body: link, traceToken })).state;
}

export function applyResetPassword(token: string, password: string, traceToken: string): Promise<void> {
  return upstream().call(api.applyReset, { body: { token, password }, traceToken });
}

export function resendActivation(email: string, link: LinkContext, traceToken: string): Promise<void> {
  return upstream().call(api.resendActivation, { params: { email }, body: link, traceToken });
}

export function sendUserVerification(email: string, userToken: string, link: LinkContext, traceToken: string): Promise<void> {
  return upstream().call(api.sendVerification, { params: { email }, body: link, bearer: userToken, traceToken });
}

export function validateEmailVerificationToken(token: string, traceToken: string): Promise<{ valid: true }> {
  return upstream().call(api.validateEmailVerificationToken, { body: { token }, traceToken });
}

export async function verifyEmail(email: string, token: string, traceToken: string): Promise<string> {
  return (await upstream().call(api.verifyEmail, { body: { email, token }, traceToken })).homepageUrl;
}
