// The sandbox IdP's sessions started by a login ticket (security review L2): pending until the code
// they issued is redeemed with its verifier, so a ticket opened in someone else's browser leaves it
// nothing a silent sign-in could use.
import { TicketSessions } from '@/sandbox/idp/ticket-sessions';

describe('an IdP session a login ticket started', () => {
  test('is pending from its code until that code is redeemed', () => {
    const sessions = new TicketSessions();
    sessions.ticketLogin('challenge-1');
    sessions.codeIssued({ jti: 'code-1', sessionUid: 'browser-1', codeChallenge: 'challenge-1' });
    expect(sessions.isPending('browser-1')).toBe(true);
    sessions.codeRedeemed({ jti: 'code-1', sessionUid: 'browser-1' });
    expect(sessions.isPending('browser-1')).toBe(false);
  });

  test('is not made real by redeeming some other code of the same session', () => {
    const sessions = new TicketSessions();
    sessions.ticketLogin('challenge-1');
    sessions.codeIssued({ jti: 'code-1', sessionUid: 'browser-1', codeChallenge: 'challenge-1' });
    sessions.codeRedeemed({ jti: 'code-0', sessionUid: 'browser-1' });
    expect(sessions.isPending('browser-1')).toBe(true);
  });

  test('a code issued after a login without a ticket (the hosted form) makes the session real; others are never pending', () => {
    const sessions = new TicketSessions();
    sessions.ticketLogin('challenge-1');
    sessions.codeIssued({ jti: 'code-1', sessionUid: 'browser-1', codeChallenge: 'challenge-1' });
    sessions.codeIssued({ jti: 'code-2', sessionUid: 'browser-1', codeChallenge: 'challenge-2' });
    expect(sessions.isPending('browser-1')).toBe(false);
    sessions.codeIssued({ jti: 'code-3', sessionUid: 'browser-2', codeChallenge: 'challenge-3' });
    expect(sessions.isPending('browser-2')).toBe(false);
    expect(sessions.isPending(undefined)).toBe(false);
  });
});
