// `npm run load`'s mixed run (issue 26, 36): a hotel's morning. Forty colleagues behind one address sign
// in over and over from their own browsers (one in ten mistypes first), while an attacker guesses one
// other account's password from that same address and from 200 others, and a second script sprays
// made-up e-mails from the hotel's own address. Then bursts of parallel guesses against each budget.
// Keycard runs behind a trusted proxy (TRUST_PROXY), so each request names its client in
// X-Forwarded-For. Reported: the colleagues' success rate (the goal is every one), the guesses that
// reached the IdP, with what Keycard's budgets allow, and each burst against its budget.
import { request } from 'undici';
import { createUser, signInOnce } from './journey.mjs';

const COLLEAGUES = 40;
const HOTEL = '198.51.100.50';
const OTHERS = Array.from({ length: 200 }, (_, i) => `192.0.2.${i + 1}`);
/** The per-account budget (lib/config.ts default): refused credentials per account per 15 minutes. */
const ACCOUNT_BUDGET = 30;
/** The per-(account, address) and per-address budgets (lib/config.ts defaults). */
const PAIR_BUDGET = 10;
const ADDRESS_BUDGET = 20;

/** One password post as a script sends it (a JSON answer): the status and the refusal's key. */
async function guess(journey, email, password, from, known) {
  const res = await request(`${journey.web}/api/login/password`, {
    method: 'POST',
    headers: {
      host: journey.host,
      origin: `http://${journey.host}`,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': from,
      ...(known ? { cookie: `__Host-known=${known}` } : {}),
    },
    body: new URLSearchParams({ email, password, redirectUri: journey.redirectUri }).toString(),
  });
  const body = await res.body.json().catch(() => ({}));
  return { status: res.statusCode, refusal: body.errors?.form, next: body.next };
}

/**
 * The run, on a stack already started with TRUST_PROXY (ports and the seaside journey given): `seconds`
 * long, each colleague signing in every `everySeconds`, the attacker guessing `guessesPerSecond`.
 */
export async function frontDeskMorning(journey, api, { seconds = 90, everySeconds = 15, guessesPerSecond = 4 } = {}) {
  const stamp = Date.now().toString(36);
  const colleagues = Array.from({ length: COLLEAGUES }, (_, i) => `desk-${i}-${stamp}@seaside.test`);
  const target = `manager-${stamp}@seaside.test`;
  await Promise.all([...colleagues, target].map((email) => createUser(api, email)));

  // Each colleague's own browser has signed in before (the limits' device cookie, issue 36): a warm-up.
  const known = new Map();
  await Promise.all(
    colleagues.map(async (email) => {
      const { known: cookie } = await signInOnce({ ...journey, email, forwardedFor: HOTEL });
      known.set(email, cookie);
    }),
  );
  const signIns = { tried: 0, ok: 0, failures: new Map() };
  const guesses = { tried: 0, checked: 0, byKeycard: new Map(), lockedByIdp: 0, other: 0 };
  const sprayed = { tried: 0, checked: 0, byKeycard: 0 };
  const end = performance.now() + seconds * 1000;
  const running = [];

  // Each colleague on a schedule of their own, spread over the interval.
  colleagues.forEach((email, i) => {
    running.push(
      (async () => {
        await new Promise((r) => setTimeout(r, (i * everySeconds * 1000) / COLLEAGUES));
        for (let n = 0; performance.now() < end; n++) {
          const next = performance.now() + everySeconds * 1000;
          signIns.tried++;
          try {
            // One sign-in in ten starts with a typo, as a morning's do.
            if ((i + n) % 10 === 0) await guess(journey, email, 'Harbour-Lihgts-2024', HOTEL, known.get(email));
            const { landedOn, known: kept } = await signInOnce({ ...journey, email, forwardedFor: HOTEL, known: known.get(email) });
            if (kept) known.set(email, kept);
            if (landedOn === journey.redirectUri) signIns.ok++;
            else signIns.failures.set(`landed on ${landedOn}`, (signIns.failures.get(`landed on ${landedOn}`) ?? 0) + 1);
          } catch (error) {
            signIns.failures.set(error.message, (signIns.failures.get(error.message) ?? 0) + 1);
          }
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
      })(),
    );
  });

  // The attacker: the hotel's address every tenth guess, the other 200 in turn otherwise.
  running.push(
    (async () => {
      for (let n = 0; performance.now() < end; n++) {
        const at = performance.now() + 1000 / guessesPerSecond;
        const from = n % 10 === 0 ? HOTEL : OTHERS[n % OTHERS.length];
        guesses.tried++;
        const r = await guess(journey, target, `Guess-${n}-Password!`, from);
        if (r.status === 422 && r.refusal === 'invalidCredentials') guesses.checked++;
        else if (r.status === 429) guesses.byKeycard.set(r.refusal, (guesses.byKeycard.get(r.refusal) ?? 0) + 1);
        else if (r.next === '/error/account-disabled') guesses.lockedByIdp++;
        else guesses.other++;
        await new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));
      }
    })(),
  );
  // The sprayer (security review M4): made-up e-mails, three wrong passwords each, from the hotel's own address.
  running.push(
    (async () => {
      for (let n = 0; performance.now() < end; n++) {
        const at = performance.now() + 1000 / guessesPerSecond;
        sprayed.tried++;
        const r = await guess(journey, `made-up-${Math.floor(n / 3)}-${stamp}@seaside.test`, `Spray-${n}`, HOTEL);
        if (r.status === 422 && r.refusal === 'invalidCredentials') sprayed.checked++;
        else if (r.status === 429) sprayed.byKeycard++;
        await new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));
      }
    })(),
  );
  await Promise.all(running);
  const bursts = await burstsAgainstBudgets(journey, api, stamp);

  const rate = signIns.tried ? (signIns.ok / signIns.tried) * 100 : 0;
  console.log(
    `\nA hotel's morning (issue 26): ${COLLEAGUES} colleagues behind ${HOTEL}, an attacker guessing one other account from there and from ${OTHERS.length} other addresses, ${seconds} s`,
  );
  console.log(`  colleagues: ${signIns.ok}/${signIns.tried} sign-ins reached the application (${rate.toFixed(1)} %, goal 100 %)`);
  for (const [why, n] of signIns.failures) console.log(`    ${n} × ${why}`);
  const refused = [...guesses.byKeycard.entries()].map(([k, n]) => `${n} ${k}`).join(', ') || 'none';
  console.log(
    `  attacker: ${guesses.tried} guesses, ${guesses.checked} checked by the IdP, refused by Keycard: ${refused}; locked by the IdP's (e-mail, address) lockout: ${guesses.lockedByIdp}${guesses.other ? `; other answers: ${guesses.other}` : ''}`,
  );
  console.log(
    `  sprayer at the hotel's address: ${sprayed.tried} guesses at made-up e-mails, ${sprayed.checked} checked by the IdP, ${sprayed.byKeycard} refused by Keycard`,
  );
  for (const b of bursts)
    console.log(`  burst: ${b.label}: ${b.checked} of ${b.sent} reached the IdP (budget ${b.budget})${b.checked > b.budget ? ' OVER BUDGET' : ''}`);
  // The IdP alone locks an (e-mail, address) pair for 15 minutes after 5 wrong passwords in a row.
  const idpOnly = 5 * (OTHERS.length + 1) * 4;
  console.log(
    `  the attacker's guesses the IdP checked: ${guesses.checked} in ${seconds} s; Keycard's account budget allows at most ${ACCOUNT_BUDGET * 4} an hour (${ACCOUNT_BUDGET} per 15 minutes), where the IdP's lockout alone would allow ${idpOnly} from these ${OTHERS.length + 1} addresses`,
  );
  return rate === 100 && bursts.every((b) => b.checked <= b.budget) ? 0 : 1;
}

/**
 * Security review M5: bursts of 16 (and 32) guesses sent at once, each against one budget: before
 * issue 36 every one reached the IdP, as a budget was read before the IdP was asked and counted after.
 */
async function burstsAgainstBudgets(journey, api, stamp) {
  const burst = async (label, budget, sent, make) => {
    const answers = await Promise.all(Array.from({ length: sent }, (_, i) => make(i)));
    return { label, budget, sent, checked: answers.filter((r) => r.status === 422 && r.refusal === 'invalidCredentials').length };
  };
  const pair = `burst-pair-${stamp}@seaside.test`;
  const account = `burst-account-${stamp}@seaside.test`;
  await Promise.all([pair, account].map((email) => createUser(api, email)));
  return [
    // One account from one address: the IdP's own lock (5) comes first, Keycard's pair budget (10) holds it anyway.
    await burst('one account from one address', PAIR_BUDGET, 16, (i) => guess(journey, pair, `Burst-${i}`, '203.0.113.200')),
    await burst('one address across 32 made-up e-mails', ADDRESS_BUDGET, 32, (i) =>
      guess(journey, `burst-${i}-${stamp}@seaside.test`, 'Burst', '198.51.100.201'),
    ),
    await burst('one account from 48 addresses', ACCOUNT_BUDGET, 48, (i) => guess(journey, account, `Burst-${i}`, `198.18.0.${i + 1}`)),
  ];
}
