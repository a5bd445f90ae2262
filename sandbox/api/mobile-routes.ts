// The partner app as the MFA device (SPEC §4 mobile flow; DESIGN §8): the endpoints Keycard calls
// (pair the app, push a sign-in to it, follow a challenge, cancel it), and the app's side played by
// people on the `/device` page and by tests on `/__device/*` (fault-injection mode only).
import { z } from 'zod';
import { api, type MobileChallenge } from '../../lib/upstream/contract';
import { escapeHtml, page } from '../http/html';
import { HttpError, html, json, noContent, parseBody, type Reply } from '../http/replies';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import { methodOf } from '../mfa/mfa-service';
import type { AppAction, ChallengeRecord } from '../mfa/mobile-service';
import type { Store, UserRecord } from '../store';
import { clientAddress } from './mfa-routes';
import { requireBearerSession, requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

const MOBILE_DEVICE = { deliveryType: 'mobile-app' } as const;

/** What a success did to the sign-in, read now (the state moves on with PATCH /user/provider). */
function resultOf(store: Store, record: ChallengeRecord): MobileChallenge['result'] {
  if (record.event !== 'MFA_VERIFICATION_SUCCESS') return null;
  const user = store.users.get(record.userUuid);
  if (!user) return null;
  return {
    state: store.mfa.state(user.mfa, record.grant),
    registered: record.registered ? methodOf(MOBILE_DEVICE) : null,
    primary: record.registered?.primary ?? true,
    mfaMethod: methodOf(user.mfa.primary),
  };
}

/** The app's action on a challenge, with the success's effects: the device and the verified sign-in. */
function act(store: Store, record: ChallengeRecord, action: AppAction): void {
  if (store.mobile.act(record, action) !== 'success') return;
  const user = store.users.get(record.userUuid);
  if (!user) return;
  if (record.flow === 'setupMasterDevice') {
    const primary = store.mfa.register(user.mfa, { ...MOBILE_DEVICE });
    record.registered = { primary };
    if (primary) {
      record.grant.mfaSetupDone = true;
      sendSecurityNotice(store, user, 'mfa-changed');
    }
  }
  store.mfa.markVerified(record.grant);
}

function findUser(store: Store, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return [...store.users.values()].find((u) => u.email === wanted);
}

const DeviceRequest = z.object({
  email: z.string().trim().max(254).optional(),
  challengeId: z.string().max(128).optional(),
  pairingCode: z.string().trim().max(16).optional(),
  number: z.coerce.number().int().optional(),
});
type DeviceRequest = z.infer<typeof DeviceRequest>;

const ACTIONS: Record<string, (r: DeviceRequest) => AppAction> = {
  answer: (r) => ({ kind: 'answer', number: r.number ?? -1 }),
  reject: () => ({ kind: 'reject' }),
  back: () => ({ kind: 'back' }),
  'fail-setup': () => ({ kind: 'fail-setup' }),
  'time-out': () => ({ kind: 'time-out' }),
};

/** The challenge an app request is about: by id, else the user's live one. */
function targetOf(store: Store, r: DeviceRequest): ChallengeRecord {
  const user = r.email ? findUser(store, r.email) : undefined;
  const record = r.challengeId ? store.mobile.liveById(r.challengeId) : user ? store.mobile.liveFor(user.uuid) : undefined;
  if (!record) throw new HttpError(404, 'ChallengeNotFound');
  return record;
}

/** Pairing: by the code on the page (scanning it), or by the pending setup of the user the app is signed in as. */
function pair(store: Store, r: DeviceRequest): ChallengeRecord {
  const record = r.pairingCode ? store.mobile.byPairingCode(r.pairingCode) : targetOf(store, r);
  if (!record || record.flow !== 'setupMasterDevice') throw new HttpError(404, 'ChallengeNotFound');
  store.mobile.pair(record);
  return record;
}

/** What the app shows: the request, and the numbers to choose from. */
function appView(store: Store, record: ChallengeRecord) {
  const user = store.users.get(record.userUuid);
  return {
    challengeId: record.id,
    email: user?.email ?? null,
    flow: record.flow,
    step: record.step,
    choices: record.step === 'numberChallenge' ? record.choices : [],
    pairingCode: record.pairingCode,
  };
}

function devicePage(store: Store, email: string, notice: string): string {
  const user = email ? findUser(store, email) : undefined;
  const record = user ? store.mobile.liveFor(user.uuid) : undefined;
  const paired = user && (user.mfa.primary?.deliveryType === 'mobile-app' || user.mfa.standby?.deliveryType === 'mobile-app');
  const hidden = (id?: string) =>
    `<input type="hidden" name="email" value="${escapeHtml(user?.email ?? email)}">${id ? `<input type="hidden" name="challengeId" value="${escapeHtml(id)}">` : ''}`;
  const button = (action: string, label: string, id: string, extra = '') =>
    `<form method="post" action="/device/${action}" style="display:inline-block;margin-right:.5rem">${hidden(id)}${extra}<button type="submit">${escapeHtml(label)}</button></form>`;
  let request = '<p>No request for this user right now. Start a sign-in or a setup in Keycard, then <a href="">refresh</a>.</p>';
  if (record?.step === 'waitingForConnection') {
    request = `<h2>Pairing request</h2><p>Keycard asks to pair this app with ${escapeHtml(user?.email ?? '')}.</p>
${button('pair', 'Pair this app', record.id)}${button('back', 'Go back', record.id)}${button('fail-setup', 'Report a setup failure', record.id)}${button('time-out', 'Let it time out', record.id)}`;
  } else if (record?.step === 'numberChallenge') {
    const setup = record.flow === 'setupMasterDevice';
    request = `<h2>${setup ? 'Confirm the pairing' : 'Sign-in request'}</h2><p>Which number does the Keycard page show?</p>
<div role="group" aria-label="Numbers">${record.choices.map((n) => button('answer', String(n), record.id, `<input type="hidden" name="number" value="${n}">`)).join('')}</div>
<p>${setup ? button('back', 'Go back', record.id) + button('fail-setup', 'Report a setup failure', record.id) : button('reject', "It wasn't me", record.id) + button('back', 'Go back', record.id)}${button('time-out', 'Let it time out', record.id)}</p>`;
  }
  const body = `<main>
<h1>Partner app</h1>
<p>This page plays the partner mobile app: pair it with a user, then approve their sign-ins by picking the number Keycard shows.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="get" action="/device">
<label for="email">Signed in to the app as</label>
<input id="email" name="email" type="email" value="${escapeHtml(user?.email ?? email)}" placeholder="moe@seaside.test" autocomplete="off">
<button type="submit">Open</button>
</form>
<form method="post" action="/device/pair">
<label for="pairingCode">Pairing code from the Keycard page (instead of scanning it)</label>
<input id="pairingCode" name="pairingCode" type="text" autocomplete="off" placeholder="ABCD-2345">
${hidden()}
<button type="submit">Pair</button>
</form>
${user ? `<p>${escapeHtml(user.email)}: ${paired ? 'this app is paired' : 'not paired yet'}.</p>${request}` : email ? '<p role="alert">No such user.</p>' : ''}
</main>`;
  return page('Partner app', body);
}

function backToDevice(email: string | undefined, notice: string): Reply {
  const query = new URLSearchParams({ ...(email ? { email } : {}), notice });
  return { status: 303, headers: { location: `/device?${query.toString()}`, 'cache-control': 'no-store' } };
}

export function registerMobileRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.registerMobile, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    // A sign-in waiting for MFA verification may only verify: it cannot pair a new device.
    if (user.mfa.primary && !grant.mfa.proved) throw fail(api.registerMobile, 'StepRequired');
    const record = store.mobile.begin(user.uuid, grant.mfa, 'setupMasterDevice');
    return { data: store.mobile.view(record, null) };
  });

  serve(router, api.startMobileChallenge, ({ body, headers }) => {
    const { user, grant } = requireSession(store, body.token);
    if (user.mfa.primary?.deliveryType !== 'mobile-app') throw fail(api.startMobileChallenge, 'NoMfaDevice');
    // A push counts against the same limit as a text or a call: RateLimited with the countdown.
    store.mfa.takeSendSlot(user.uuid, user.mfa, clientAddress(headers));
    const record = store.mobile.begin(user.uuid, grant.mfa, 'masterDeviceLogin');
    return { data: store.mobile.view(record, null) };
  });

  serve(router, api.getMobileChallenge, ({ params, headers }) => {
    const { user } = requireBearerSession(store, headers.authorization);
    const record = store.mobile.get(params.challengeId ?? '', user.uuid);
    return { data: store.mobile.view(record, resultOf(store, record)) };
  });

  serve(router, api.cancelMobileChallenge, ({ params, body }) => {
    const { user } = requireSession(store, body.token);
    store.mobile.cancel(params.challengeId ?? '', user.uuid);
  });

  // The app, for people.
  router.get('/device', ({ query }) =>
    html(200, devicePage(store, query.get('email')?.trim().slice(0, 254) ?? '', query.get('notice')?.slice(0, 120) ?? ''), {
      'cache-control': 'no-store',
    }),
  );
  router.post('/device/:action', ({ params, body }) => {
    const request = parseBody(DeviceRequest, body);
    const action = params.action ?? '';
    try {
      const record = action === 'pair' ? pair(store, request) : targetOf(store, request);
      if (action !== 'pair') {
        const make = ACTIONS[action];
        if (!make) throw new HttpError(404, 'NotFound');
        act(store, record, make(request));
      }
      const email = store.users.get(record.userUuid)?.email;
      return backToDevice(email, action === 'pair' ? 'Paired: now pick the number the page shows.' : `Done: ${store.mobile.view(record, null).event ?? ''}`);
    } catch (err) {
      if (err instanceof HttpError) return backToDevice(request.email, `Refused: ${err.code}`);
      throw err;
    }
  });
}

/** The app, for tests: the same actions as JSON. */
export function registerMobileTestRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.get('/__device', ({ query }) => json(200, appView(store, targetOf(store, { email: query.get('email') ?? '' }))));
  router.post('/__device/:action', ({ params, body }) => {
    const request = parseBody(DeviceRequest, body ?? {});
    const action = params.action ?? '';
    if (action === 'pair') return json(200, appView(store, pair(store, request)));
    const make = ACTIONS[action];
    if (!make) throw new HttpError(404, 'NotFound');
    act(store, targetOf(store, request), make(request));
    return noContent();
  });
}
