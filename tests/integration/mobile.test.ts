// The partner app as the MFA device, through Keycard's upstream client against the sandbox: pairing
// (by the page's code) and number matching, SPEC §4's events and reasons as the app causes them, one
// live challenge per user, the push rate limit, the two-minute lifetime; and Keycard's event stream
// over those challenges (events in order, the end on a final state, a dropped stream resumed).
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { challengeEventStream } from '@/lib/mfa/mobile-stream';
import { UpstreamError } from '@/lib/upstream/errors';
import { makePrimary } from '@/lib/upstream/mfa';
import { getMobileChallenge, registerMobile, startMobileChallenge } from '@/lib/upstream/mobile';
import { API_BASE } from './ports';

const trace = 'integration-mobile';

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await request(`${API_BASE}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  return { status: res.statusCode, json: text ? (JSON.parse(text) as unknown) : undefined };
}

type AppView = { challengeId: string; flow: string; step: string; choices: number[]; pairingCode: string | null };

/** The app: what it shows for this user, and what the user does in it. */
const app = {
  async view(email: string): Promise<AppView> {
    const res = await call('GET', `/__device?email=${encodeURIComponent(email)}`);
    if (res.status !== 200) throw new Error(`no request for ${email}: ${res.status}`);
    return res.json as AppView;
  },
  async do(action: 'pair' | 'answer' | 'reject' | 'back' | 'fail-setup' | 'time-out', body: Record<string, unknown>): Promise<number> {
    return (await call('POST', `/__device/${action}`, body)).status;
  },
};

/** A fresh user (limits are per user), signed in: the upstream token. */
async function signedIn(o: { paired?: boolean; resendSeconds?: number } = {}) {
  const email = `app-${randomUUID().slice(0, 8)}@seaside.test`;
  await call('POST', '/__users', {
    email,
    tenantCode: 'seaside',
    resendSeconds: o.resendSeconds ?? 0,
    ...(o.paired ? { mfaDevice: { deliveryType: 'mobile-app' } } : { mfaRequiredByRemainingInDays: 0 }),
  });
  const session = await call('POST', '/__sessions', { email, tenantCode: 'seaside' });
  const { token, state } = (session.json as { data: { token: string; state: string } }).data;
  return { email, token, state };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as UpstreamError,
  );

/** A wrong number the app offers beside the right one. */
const wrongChoice = (view: AppView, right: number) => view.choices.find((n) => n !== right)!;

describe('pairing the app (setupMasterDevice)', () => {
  test('the page shows a code; the app scans it, the number is matched, and the app becomes the one primary device', async () => {
    const { email, token, state } = await signedIn();
    expect(state).toBe('MFA_REGISTRATION_REQUIRED');
    const begun = await registerMobile(token);
    expect(begun).toMatchObject({ flow: 'setupMasterDevice', step: 'waitingForConnection', number: null, event: null, version: 1 });
    expect(begun.pairingCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(begun.expiresInSeconds).toBeGreaterThan(110);

    expect(await app.do('pair', { pairingCode: begun.pairingCode })).toBe(200);
    const paired = await getMobileChallenge(token, begun.challengeId);
    expect(paired).toMatchObject({ step: 'numberChallenge', pairingCode: null, version: 2 });
    const view = await app.view(email);
    expect(view.choices).toHaveLength(3);
    expect(view.choices).toContain(paired.number);

    expect(await app.do('answer', { email, number: paired.number })).toBe(204);
    const done = await getMobileChallenge(token, begun.challengeId);
    expect(done).toMatchObject({ step: 'finished', event: 'MFA_VERIFICATION_SUCCESS', reason: null, version: 3 });
    expect(done.result).toMatchObject({ registered: { deliveryType: 'mobile-app' }, state: 'AUTHENTICATED' });

    const primary = await makePrimary(token, 'mobile-app');
    expect(primary).toEqual({ mfaMethod: { deliveryType: 'mobile-app', phoneHint: null }, state: 'AUTHENTICATED' });
    // The next sign-in is asked to verify with the app.
    expect((await signedInAgain(email)).state).toBe('MFA_VERIFICATION_REQUIRED');
  });

  test('a wrong code to scan pairs nothing', async () => {
    const { token } = await signedIn();
    const begun = await registerMobile(token);
    expect(await app.do('pair', { pairingCode: 'ZZZZ-2222' })).toBe(404);
    expect((await getMobileChallenge(token, begun.challengeId)).step).toBe('waitingForConnection');
  });

  test.each([
    ['back', 'MFA_BACK_EVENT', null],
    ['fail-setup', 'MFA_MOBILE_VERIFICATION_FAILED', 'SETUP_FAILED'],
    ['time-out', 'MFA_MOBILE_VERIFICATION_FAILED', 'SETUP_TIMEOUT_FAILED'],
  ] as const)('the app does "%s": %s %s', async (action, event, reason) => {
    const { email, token } = await signedIn();
    const begun = await registerMobile(token);
    expect(await app.do(action, { email })).toBe(204);
    expect(await getMobileChallenge(token, begun.challengeId)).toMatchObject({ event, reason, step: 'finished', result: null });
  });

  test('a sign-in that must verify its device cannot pair another', async () => {
    const { token } = await signedIn({ paired: true });
    expect(await refusal(registerMobile(token))).toMatchObject({ kind: 'http', code: 'StepRequired', status: 403 });
  });
});

async function signedInAgain(email: string) {
  const session = await call('POST', '/__sessions', { email, tenantCode: 'seaside' });
  return (session.json as { data: { state: string } }).data;
}

describe('approving a sign-in (masterDeviceLogin)', () => {
  test('the right number: success, and the sign-in is verified', async () => {
    const { email, token, state } = await signedIn({ paired: true });
    expect(state).toBe('MFA_VERIFICATION_REQUIRED');
    const push = await startMobileChallenge(token, trace);
    expect(push).toMatchObject({ flow: 'masterDeviceLogin', step: 'numberChallenge', pairingCode: null });
    expect(await app.do('answer', { email, number: push.number })).toBe(204);
    const done = await getMobileChallenge(token, push.challengeId);
    expect(done).toMatchObject({ event: 'MFA_VERIFICATION_SUCCESS', result: { state: 'AUTHENTICATED', registered: null, primary: true } });
  });

  test.each([
    ['a wrong number', 'FAILED'],
    ['rejected in the app', 'REJECTED'],
    ['left to time out', 'TIMEOUT'],
  ] as const)('%s: MFA_MOBILE_VERIFICATION_FAILED %s, and the sign-in is not verified', async (what, reason) => {
    const { email, token } = await signedIn({ paired: true });
    const push = await startMobileChallenge(token, trace);
    const view = await app.view(email);
    const action = reason === 'FAILED' ? 'answer' : reason === 'REJECTED' ? 'reject' : 'time-out';
    expect(await app.do(action, { email, number: wrongChoice(view, push.number!) })).toBe(204);
    expect(await getMobileChallenge(token, push.challengeId)).toMatchObject({ event: 'MFA_MOBILE_VERIFICATION_FAILED', reason, result: null });
    // An ended challenge takes no second answer.
    expect(await app.do('answer', { challengeId: push.challengeId, number: push.number })).toBe(404);
  });

  test('one live challenge per user: a new request ends the earlier one', async () => {
    const { token } = await signedIn({ paired: true });
    const first = await startMobileChallenge(token, trace);
    const second = await startMobileChallenge(token, trace);
    expect(await getMobileChallenge(token, first.challengeId)).toMatchObject({ event: 'MFA_MOBILE_VERIFICATION_FAILED', reason: 'FAILED' });
    expect(await getMobileChallenge(token, second.challengeId)).toMatchObject({ event: null, step: 'numberChallenge' });
  });

  test('pushes are rate limited, with the seconds to wait', async () => {
    const { token } = await signedIn({ paired: true, resendSeconds: 30 });
    await startMobileChallenge(token, trace);
    const refused = await refusal(startMobileChallenge(token, trace));
    expect(refused).toMatchObject({ code: 'RateLimited', status: 429 });
    expect(refused?.details.remainingSeconds).toBeGreaterThan(25);
  });

  test('a user without the app cannot be pushed to', async () => {
    const { token } = await signedIn();
    expect(await refusal(startMobileChallenge(token, trace))).toMatchObject({ code: 'NoMfaDevice', status: 409 });
  });

  test("another user's challenge is unknown", async () => {
    const { token } = await signedIn({ paired: true });
    const other = await signedIn({ paired: true });
    const push = await startMobileChallenge(token, trace);
    expect(await refusal(getMobileChallenge(other.token, push.challengeId))).toMatchObject({ code: 'ChallengeNotFound', status: 404 });
  });
});

type Received = { id?: number; event: string; data: Record<string, unknown> };

/** Reads server-sent events until the stream ends or `stopAfter` events arrived. */
async function readEvents(stream: ReadableStream<Uint8Array>, onEvent?: (e: Received, all: Received[]) => Promise<void> | void, stopAfter = Infinity) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const events: Received[] = [];
  let buffer = '';
  let ended = false;
  while (events.length < stopAfter) {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const lines = Object.fromEntries(block.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
      if (!lines.event) continue;
      const e: Received = { id: lines.id ? Number(lines.id) : undefined, event: lines.event, data: JSON.parse(lines.data ?? '{}') as Record<string, unknown> };
      events.push(e);
      await onEvent?.(e, events);
    }
  }
  if (!ended) await reader.cancel();
  return { events, ended };
}

const stream = (token: string, challengeId: string, signal: AbortSignal, after?: number) =>
  challengeEventStream({ poll: () => getMobileChallenge(token, challengeId), signal, after, intervalMs: 50 });

describe("Keycard's event stream over a challenge", () => {
  test('every state once, in order, and the stream ends on the final one', async () => {
    const { email, token } = await signedIn();
    const begun = await registerMobile(token);
    let number: unknown;
    const { events, ended } = await readEvents(stream(token, begun.challengeId, new AbortController().signal), async (e) => {
      // The app acts as each state arrives: pair, then pick the number.
      if (e.data.step === 'waitingForConnection') await app.do('pair', { pairingCode: begun.pairingCode });
      if (e.data.step === 'numberChallenge') {
        number = e.data.number;
        await app.do('answer', { email, number });
      }
    });
    expect(ended).toBe(true);
    expect(events.map((e) => [e.id, e.event, e.data.step, e.data.event])).toEqual([
      [1, 'status', 'waitingForConnection', null],
      [2, 'status', 'numberChallenge', null],
      [3, 'status', 'finished', 'MFA_VERIFICATION_SUCCESS'],
    ]);
    expect(typeof number).toBe('number');
    // Only what the page shows travels: no result, no pairing code.
    expect(Object.keys(events[2]!.data).sort()).toEqual(['event', 'flow', 'number', 'reason', 'step', 'version']);
  });

  test('a dropped stream resumes after the last event it delivered, without repeating it', async () => {
    const { email, token } = await signedIn({ paired: true });
    const push = await startMobileChallenge(token, trace);
    const drop = new AbortController();
    const first = await readEvents(stream(token, push.challengeId, drop.signal), undefined, 1);
    drop.abort();
    expect(first.events.map((e) => e.id)).toEqual([1]);

    await app.do('reject', { email });
    const resumed = await readEvents(stream(token, push.challengeId, new AbortController().signal, first.events[0]!.id));
    expect(resumed.ended).toBe(true);
    expect(resumed.events.map((e) => [e.id, e.data.event, e.data.reason])).toEqual([[2, 'MFA_MOBILE_VERIFICATION_FAILED', 'REJECTED']]);
  });

  test('the stream stops polling when the client goes away', async () => {
    const { token } = await signedIn({ paired: true });
    const push = await startMobileChallenge(token, trace);
    const client = new AbortController();
    let polls = 0;
    const s = challengeEventStream({
      poll: () => {
        polls += 1;
        return getMobileChallenge(token, push.challengeId);
      },
      signal: client.signal,
      intervalMs: 20,
    });
    const reading = readEvents(s);
    await new Promise((r) => setTimeout(r, 150));
    client.abort();
    const { ended } = await reading;
    expect(ended).toBe(true);
    const after = polls;
    await new Promise((r) => setTimeout(r, 150));
    expect(polls).toBe(after);
  });

  test('a challenge the upstream does not know ends the stream with "gone"', async () => {
    const { token } = await signedIn({ paired: true });
    const { events, ended } = await readEvents(stream(token, randomUUID(), new AbortController().signal));
    expect(ended).toBe(true);
    expect(events.map((e) => e.event)).toEqual(['gone']);
  });
});
