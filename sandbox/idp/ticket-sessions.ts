// IdP sessions a login ticket started, pending until Keycard redeems their code (security review L2).
// A ticket URL opened in someone else's browser (login CSRF, DESIGN §3.2) signs that browser in to
// the IdP as the ticket's owner; its code goes to a Keycard callback without the transaction, so it
// is never redeemed. Until the code is redeemed at the token endpoint, which takes the PKCE verifier
// only the browser that started the sign-in holds, the session yields nothing without a new login:
// prompt=none answers login_required. A password sign-in through Keycard redeems its code at once,
// so its session is real before any silent sign-in asks for it.
import { ExpiringMap } from '../expiring-map';

/** A ticket's sign-in reaches its code within the interaction's 10 minutes. */
const TICKET_LOGIN_TTL_MS = 10 * 60 * 1000;
/** As long as the IdP's sessions live (24 hours). */
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

/** What an issued or redeemed authorization code tells: the session it came from, and its PKCE challenge. */
export type CodeFacts = { jti: string; sessionUid?: string; codeChallenge?: string };

export class TicketSessions {
  /** The PKCE challenges of ticket logins finished at the interaction, whose code is not yet issued. */
  private readonly ticketLogins = new ExpiringMap<true>();
  /** Session uid → the code whose redemption makes the session real. */
  private readonly pending = new ExpiringMap<string>();

  /** A ticket was redeemed at the interaction for the sign-in with this PKCE challenge. */
  ticketLogin(codeChallenge: string): void {
    this.ticketLogins.set(codeChallenge, true, TICKET_LOGIN_TTL_MS);
  }

  /**
   * A code was issued. A ticket login's code leaves its session pending on it; any other code was
   * issued to a session that just logged in (a pending one yields none without a login), which is real.
   */
  codeIssued(code: CodeFacts): void {
    if (!code.sessionUid) return;
    if (code.codeChallenge && this.ticketLogins.take(code.codeChallenge)) this.pending.set(code.sessionUid, code.jti, PENDING_TTL_MS);
    else this.pending.delete(code.sessionUid);
  }

  /** A code was redeemed with its verifier: the session it came from is real, if this was the code it waited for. */
  codeRedeemed(code: CodeFacts): void {
    if (code.sessionUid && this.pending.get(code.sessionUid) === code.jti) this.pending.delete(code.sessionUid);
  }

  isPending(sessionUid: string | undefined): boolean {
    return sessionUid !== undefined && this.pending.has(sessionUid);
  }

  sweep(): void {
    this.ticketLogins.sweep();
    this.pending.sweep();
  }
}
