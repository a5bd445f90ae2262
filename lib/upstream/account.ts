// Account-lifecycle calls: activation, registration, password reset, e-mail verification (SPEC §7).
// Statuses become SPEC §8's error codes here, once; screens decide by code.
import 'server-only';
import {
  ActivateResponse,
  RegisterResponse,
  ResetPasswordResponse,
  ValidateEmailVerificationTokenResponse,
  ValidateRegistrationTokenResponse,
  ValidateTokenResponse,
  VerifyEmailResponse,
  paths,
  type ActivationDraft,
  type Locale,
} from './contract';
import { STATUS_MAPS } from './errors';
import { upstream } from './index';

/** Where the e-mails the upstream sends should link to: the tenant host the user is on. */
export type LinkContext = { tenantCode: string; origin: string; locale: Locale };

export function validatePerishableToken(token: string, traceToken: string) {
  return upstream().call({ method: 'POST', path: paths.validateToken(), body: { token }, response: ValidateTokenResponse, traceToken, statusMap: STATUS_MAPS.validateToken });
}

export function activateUser(draft: ActivationDraft, traceToken: string) {
  return upstream().call({ method: 'POST', path: paths.activate(), body: draft, response: ActivateResponse, traceToken, statusMap: STATUS_MAPS.activate, idempotent: true });
}

export function validateRegistrationToken(token: string, traceToken: string) {
  return upstream().call({
    method: 'POST',
    path: paths.validateRegistrationToken(),
    body: { token },
    response: ValidateRegistrationTokenResponse,
    traceToken,
    statusMap: STATUS_MAPS.validateRegistrationToken,
  });
}

export function registerUser(draft: ActivationDraft, traceToken: string) {
  return upstream().call({
    method: 'POST',
    path: paths.register(),
    body: draft,
    response: RegisterResponse,
    traceToken,
    statusMap: STATUS_MAPS.validateRegistrationToken,
    idempotent: true,
  });
}

export async function requestResetPassword(email: string, link: LinkContext, traceToken: string): Promise<'ACTIVATE' | 'RESET'> {
  const res = await upstream().call({ method: 'POST', path: paths.resetPassword(email), body: link, response: ResetPasswordResponse, traceToken, idempotent: true });
  return res.state;
}

export function applyResetPassword(token: string, password: string, traceToken: string) {
  return upstream().call({ method: 'PATCH', path: paths.applyReset(), body: { token, password }, traceToken, statusMap: STATUS_MAPS.resetPassword, idempotent: true });
}

export function resendActivation(email: string, link: LinkContext, traceToken: string) {
  return upstream().call({ method: 'POST', path: paths.resendActivation(email), body: link, traceToken, idempotent: true });
}

export function sendUserVerification(email: string, userToken: string, link: LinkContext, traceToken: string) {
  return upstream().call({
    method: 'POST',
    path: paths.sendVerification(email),
    body: link,
    traceToken,
    headers: { authorization: `Bearer ${userToken}` },
    idempotent: true,
  });
}

export function validateEmailVerificationToken(token: string, traceToken: string) {
  return upstream().call({
    method: 'POST',
    path: paths.validateEmailVerificationToken(),
    body: { token },
    response: ValidateEmailVerificationTokenResponse,
    traceToken,
    statusMap: STATUS_MAPS.validateEmailVerificationToken,
  });
}

export async function verifyEmail(email: string, token: string, traceToken: string): Promise<string> {
  const res = await upstream().call({
    method: 'PATCH',
    path: paths.verifyEmail(),
    body: { email, token },
    response: VerifyEmailResponse,
    traceToken,
    statusMap: STATUS_MAPS.verifyEmail,
    idempotent: true,
  });
  return res.homepageUrl;
}
