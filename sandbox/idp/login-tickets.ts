// One-time login tickets from the credential endpoint (DESIGN §3): valid 60 s, single use, bound to
// the client, the user and the PKCE code_challenge, so a ticket is useless to anyone who lacks the
// matching code_verifier.
import { randomToken } from '../crypto-utils';
import { ExpiringMap } from '../expiring-map';

const TICKET_TTL_MS = 60 * 1000;

export interface LoginTicket {
  clientId: string;
  userUuid: string;
  codeChallenge: string;
  /** How the user proved who they are, as the ID token's `amr` says it (a temporary pass: PASS_AMR). */
  amr?: string[];
}

export class LoginTickets {
  private readonly tickets = new ExpiringMap<LoginTicket>();

  issue(ticket: LoginTicket): string {
    const value = randomToken();
    this.tickets.set(value, ticket, TICKET_TTL_MS);
    return value;
  }

  /** Consumes the ticket whatever the outcome: a presented ticket is never usable again. */
  redeem(value: string, clientId: string, codeChallenge: unknown): LoginTicket | undefined {
    const ticket = this.tickets.take(value);
    if (!ticket || ticket.clientId !== clientId || ticket.codeChallenge !== codeChallenge) return undefined;
    return ticket;
  }

  sweep(): void {
    this.tickets.sweep();
  }
}
