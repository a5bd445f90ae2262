// SPEC §4's partner-app events × failure reasons × flows → the screen the page shows (SPEC §2's
// partner-app screens, §8's partner-app messages), and SPEC's reconnection rule for the event stream.
import { reconnectDelay, MAX_RECONNECTS } from '@/lib/client/reconnect';
import { mobileScreen, rateLimitedStatus, type MobileScreen, type MobileStatus } from '@/lib/mfa/mobile-screen';
import { STREAM_CAPS, StreamLimits, challengeEventStream, claimStream, encodeEvent, lastVersion } from '@/lib/mfa/mobile-stream';
import { MOBILE_FAILURES, type MobileFlow } from '@/lib/upstream/contract';

const SETUP: MobileFlow = 'setupMasterDevice';
const LOGIN: MobileFlow = 'masterDeviceLogin';
const failedWith = (flow: MobileFlow, reason: string | null): MobileStatus => ({ flow, step: 'finished', event: 'MFA_MOBILE_VERIFICATION_FAILED', reason });

describe('while the challenge is live', () => {
  test.each<[string, MobileStatus, MobileScreen]>([
    ['a setup waits for the app to connect', { flow: SETUP, step: 'waitingForConnection', event: null, reason: null }, { screen: 'waiting-connection' }],
    ['a paired setup shows its number', { flow: SETUP, step: 'numberChallenge', event: null, reason: null }, { screen: 'number' }],
    ['a sign-in shows its number', { flow: LOGIN, step: 'numberChallenge', event: null, reason: null }, { screen: 'number' }],
    ['finished with no event: ask again', { flow: LOGIN, step: 'finished', event: null, reason: null }, { screen: 'failed', reason: 'failed', retry: true }],
  ])('%s', (_name, status, screen) => {
    expect(mobileScreen(status)).toEqual(screen);
  });
});

describe('the events', () => {
  test.each([SETUP, LOGIN])('MFA_VERIFICATION_SUCCESS in %s is success', (flow) => {
    expect(mobileScreen({ flow, step: 'finished', event: 'MFA_VERIFICATION_SUCCESS', reason: null })).toEqual({ screen: 'success' });
  });
  test('MFA_BACK_EVENT in a setup goes back to the choice of methods', () => {
    expect(mobileScreen({ flow: SETUP, step: 'finished', event: 'MFA_BACK_EVENT', reason: null })).toEqual({ screen: 'back' });
  });
  test('MFA_BACK_EVENT in a sign-in says it was cancelled on the phone, and may ask again', () => {
    expect(mobileScreen({ flow: LOGIN, step: 'finished', event: 'MFA_BACK_EVENT', reason: null })).toEqual({
      screen: 'failed',
      reason: 'cancelled',
      retry: true,
    });
  });
});

describe('MFA_MOBILE_VERIFICATION_FAILED: every reason in both flows', () => {
  const expected: Record<string, Record<MobileFlow, MobileScreen>> = {
    REJECTED: {
      masterDeviceLogin: { screen: 'failed', reason: 'rejected', retry: false },
      setupMasterDevice: { screen: 'setup-error', reason: 'failed' },
    },
    TIMEOUT: {
      masterDeviceLogin: { screen: 'failed', reason: 'timeout', retry: true },
      setupMasterDevice: { screen: 'setup-error', reason: 'timeout' },
    },
    RATE_LIMITED: {
      masterDeviceLogin: { screen: 'failed', reason: 'rate-limited', retry: true },
      setupMasterDevice: { screen: 'failed', reason: 'rate-limited', retry: true },
    },
    FAILED: {
      masterDeviceLogin: { screen: 'failed', reason: 'failed', retry: true },
      setupMasterDevice: { screen: 'failed', reason: 'failed', retry: true },
    },
    SETUP_FAILED: {
      masterDeviceLogin: { screen: 'setup-error', reason: 'failed' },
      setupMasterDevice: { screen: 'setup-error', reason: 'failed' },
    },
    SETUP_TIMEOUT_FAILED: {
      masterDeviceLogin: { screen: 'setup-error', reason: 'timeout' },
      setupMasterDevice: { screen: 'setup-error', reason: 'timeout' },
    },
  };
  test('the table covers every reason SPEC names', () => {
    expect(Object.keys(expected).sort()).toEqual([...MOBILE_FAILURES].sort());
  });
  test.each(MOBILE_FAILURES.flatMap((reason) => [SETUP, LOGIN].map((flow) => [reason, flow] as const)))('%s in %s', (reason, flow) => {
    expect(mobileScreen(failedWith(flow, reason))).toEqual(expected[reason]![flow]);
  });
  test.each([null, 'SOMETHING_NEW'])('an unknown reason (%s) is a failure to retry', (reason) => {
    expect(mobileScreen(failedWith(LOGIN, reason))).toEqual({ screen: 'failed', reason: 'failed', retry: true });
  });
  test('a start refused as sent too often reads as RATE_LIMITED', () => {
    expect(mobileScreen(rateLimitedStatus(LOGIN))).toEqual({ screen: 'failed', reason: 'rate-limited', retry: true });
  });
});

describe('reconnecting a dropped event stream (SPEC: 10 attempts)', () => {
  test('ten attempts, then none', () => {
    const delays = Array.from({ length: 12 }, (_, i) => reconnectDelay(i + 1, () => 0.5));
    expect(delays.slice(0, MAX_RECONNECTS).every((d) => typeof d === 'number' && d > 0)).toBe(true);
    expect(delays.slice(MAX_RECONNECTS)).toEqual([null, null]);
    expect(MAX_RECONNECTS).toBe(10);
  });
  test('the waits grow, up to a ceiling', () => {
    const low = Array.from({ length: MAX_RECONNECTS }, (_, i) => reconnectDelay(i + 1, () => 0)!);
    expect(low).toEqual([125, 250, 500, 1000, 2000, 2000, 2000, 2000, 2000, 2000]);
    const high = Array.from({ length: MAX_RECONNECTS }, (_, i) => reconnectDelay(i + 1, () => 1)!);
    expect(high).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000]);
  });
  test.each([0, -1, 1.5, Number.NaN])('no wait for a nonsense attempt (%s)', (attempt) => {
    expect(reconnectDelay(attempt)).toBeNull();
  });
});

describe('the event stream format', () => {
  test('an event with its id, name and JSON data, ended by a blank line', () => {
    expect(encodeEvent('status', { version: 3 }, 3)).toBe('id: 3\nevent: status\ndata: {"version":3}\n\n');
  });
  test.each<[string | null, string | null, number | undefined]>([
    ['7', null, 7],
    [null, '4', 4],
    ['7', '4', 7],
    ['x', null, undefined],
    [null, '1e3', undefined],
    [null, null, undefined],
  ])('resumes after Last-Event-ID %s / after=%s', (header, query, expected) => {
    expect(lastVersion(header, query)).toBe(expected);
  });
});

describe('streams open at once (each polls the upstream): per challenge, per session, per process', () => {
  test('the caps are 2 per challenge, 4 per session, 200 per process', () => {
    expect(STREAM_CAPS).toEqual({ perChallenge: 2, perSession: 4, perProcess: 200 });
  });

  test('two per challenge, a third refused until one ends; a release counts once', () => {
    const limits = new StreamLimits();
    const first = limits.claim('c-1', 's-1');
    const second = limits.claim('c-1', 's-1');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limits.claim('c-1', 's-1')).toBeNull();
    // Another challenge has its own share.
    expect(limits.claim('c-2', 's-1')).not.toBeNull();
    first!();
    first!();
    const third = limits.claim('c-1', 's-1');
    expect(third).not.toBeNull();
    expect(limits.claim('c-1', 's-1')).toBeNull();
  });

  test('security review L3: one session cannot open more than its share by starting new challenges', () => {
    const limits = new StreamLimits({ perChallenge: 2, perSession: 3, perProcess: 100 });
    const held = ['c-1', 'c-1', 'c-2'].map((c) => limits.claim(c, 'session-a'));
    expect(held.every((r) => r !== null)).toBe(true);
    expect(limits.claim('c-3', 'session-a')).toBeNull();
    // Another session is not held back by it.
    expect(limits.claim('c-4', 'session-b')).not.toBeNull();
    held[0]!();
    expect(limits.claim('c-3', 'session-a')).not.toBeNull();
  });

  test('security review L3: many accounts together cannot open more than the process allows', () => {
    const limits = new StreamLimits({ perChallenge: 2, perSession: 4, perProcess: 5 });
    const held = Array.from({ length: 5 }, (_, i) => limits.claim(`c-${i}`, `session-${i}`));
    expect(held.every((r) => r !== null)).toBe(true);
    expect(limits.open).toBe(5);
    expect(limits.claim('c-new', 'session-new')).toBeNull();
    held[2]!();
    held[2]!();
    expect(limits.open).toBe(4);
    expect(limits.claim('c-new', 'session-new')).not.toBeNull();
    expect(limits.claim('c-newer', 'session-newer')).toBeNull();
  });

  test('the route claims through one process-wide limiter, keyed by challenge and session', () => {
    const first = claimStream('route-c', 'route-s');
    const second = claimStream('route-c', 'route-s');
    expect(claimStream('route-c', 'route-s')).toBeNull();
    first!();
    second!();
  });

  test('a stream gives its place back when it ends', async () => {
    let ended = 0;
    const stream = challengeEventStream({
      poll: async () =>
        ({ version: 1, flow: 'masterDeviceLogin', step: 'numberChallenge', number: 42, event: 'MFA_VERIFICATION_SUCCESS', reason: null }) as never,
      signal: new AbortController().signal,
      onEnd: () => ended++,
    });
    await new Response(stream).text();
    expect(ended).toBe(1);
  });
});
