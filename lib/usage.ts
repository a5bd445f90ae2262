// Usage tracking (SPEC §7): one server-side event per sign-in with the user type, no third party.
import 'server-only';
import { config } from './config';
import { logger } from './logger';

export type SignInEvent = { tenantCode: string; userType: string; state: string; traceToken: string };

export function trackSignIn(event: SignInEvent): void {
  if (config().usageSink === 'none') return;
  logger.info({ event: 'sign-in', ...event }, 'usage');
}
