// Typed upstream errors: screens decide by type, never by HTTP status (DESIGN §2).
import type { UpstreamCode } from './contract';

export type UpstreamErrorDetails = { remainingSeconds?: number; providerCode?: string };

/** SPEC §8's error codes, and the kinds of failure that are not the upstream's answer. */
export type UpstreamErrorKind =
  | 'network' // no response: connection refused, reset, DNS
  | 'timeout' // no answer before the deadline
  | 'malformed' // an answer that does not fit the contract
  | 'http'; // an answer with a non-2xx status

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamErrorKind,
    /** SPEC §8's code where the status maps to one (TokenExpired, …), else the body's code. */
    readonly code: string,
    readonly status?: number,
    options?: { cause?: unknown; details?: UpstreamErrorDetails },
  ) {
    super(`upstream ${kind}${status ? ` ${status}` : ''}: ${code}`, options);
    this.details = options?.details ?? {};
  }

  /** What the upstream said beside the code: a countdown, a third party's code (never a secret). */
  readonly details: UpstreamErrorDetails;

  /**
   * SPEC §8's "network error": no response at all, none in time, or a gateway that still could not
   * reach the upstream after every retry (502/503/504) — to the user, all "we can't reach our servers".
   */
  get isNetwork(): boolean {
    return (
      this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && this.status !== undefined && this.status >= 502 && this.status <= 504)
    );
  }
}

/** An endpoint's status → SPEC §8 error code. Unlisted statuses keep the body's code. */
export type StatusMap = Readonly<Partial<Record<number, string>>>;

export function errorCodeFor(status: number, bodyCode: string | undefined, map?: StatusMap): string {
  return map?.[status] ?? bodyCode ?? `Http${status}`;
}

/** An upstream error, or one with this code: a code no endpoint declares does not compile. */
export function isUpstreamError(e: unknown, code?: UpstreamCode): e is UpstreamError {
  return e instanceof UpstreamError && (code === undefined || e.code === code);
}

/** The unknown-error page, with the error's code in brackets when it is the upstream's (SPEC §3). */
export function errorPagePath(err: unknown): string {
  return err instanceof UpstreamError && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(err.code) ? `/error?code=${err.code}` : '/error';
}
