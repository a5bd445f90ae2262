// GET /login-domains/{domain}: the tenant and theme a host name serves.
import 'server-only';
import { LoginDomainResponse, paths } from './contract';
import { isUpstreamError } from './errors';
import { upstream } from './index';

/** The tenant for a host name, or null when the upstream knows no such login domain. */
export async function getLoginDomain(host: string, traceToken: string): Promise<LoginDomainResponse | null> {
  try {
    return await upstream().call({
      method: 'GET',
      path: paths.loginDomain(host),
      response: LoginDomainResponse,
      traceToken,
      // The proxy waits on this: keep it short and serve stale on failure (DESIGN §5).
      deadlineMs: 2000,
      maxRetries: 3,
    });
  } catch (e) {
    if (isUpstreamError(e) && e.status === 404) return null;
    throw e;
  }
}
