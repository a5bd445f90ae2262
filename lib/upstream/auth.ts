// Sign-in calls: authenticate, authorise the redirect, device token, logout.
import 'server-only';
import {
  AuthenticateResponse,
  AuthorizeRedirectResponse,
  MOBILE_DEVICE_ID_HEADER,
  REDIRECT_URI_HEADER,
  UserDeviceTokenResponse,
  paths,
  type AuthenticateRequest,
  type UserIdentity,
} from './contract';
import { upstream } from './index';

export async function authenticate(
  body: AuthenticateRequest,
  opts: { traceToken: string; mobileDeviceId?: string },
): Promise<UserIdentity> {
  const res = await upstream().call({
    method: 'POST',
    path: paths.authenticate(),
    body,
    response: AuthenticateResponse,
    traceToken: opts.traceToken,
    headers: { [MOBILE_DEVICE_ID_HEADER]: opts.mobileDeviceId, [REDIRECT_URI_HEADER]: body.redirectUri },
    // An ID token is accepted once: a resend could only fail, so the call is not retried.
    maxRetries: 0,
  });
  return res.data;
}

export async function authorizeRedirect(token: string, redirectUri: string, traceToken: string): Promise<string> {
  const res = await upstream().call({
    method: 'POST',
    path: paths.authorizeRedirect(),
    body: { token, redirectUri },
    response: AuthorizeRedirectResponse,
    traceToken,
    idempotent: true,
  });
  return res.redirectUrl;
}

export async function createUserDeviceToken(token: string, traceToken: string): Promise<string> {
  const res = await upstream().call({
    method: 'POST',
    path: paths.userDeviceTokens(),
    body: { token },
    response: UserDeviceTokenResponse,
    traceToken,
    idempotent: true,
  });
  return res.data.userDeviceToken;
}

export async function logout(body: { token: string; tenantCode: string; redirectUri?: string }, traceToken: string): Promise<void> {
  await upstream().call({ method: 'POST', path: paths.logout(), body, traceToken, idempotent: true });
}
