// Graceful termination (issue 12, the Deployment's pre-stop then SIGTERM): a Keycard server told to
// stop finishes the request it is serving, takes no new one, and exits cleanly, well inside the pod's
// grace period.
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { postPassword, startReplica } from './replica';
import { injectFault } from './http';
import { PASSWORD } from './support';

const PORT = 3116;

test('SIGTERM: the sign-in in flight finishes, new connections are refused, the process exits 0', async () => {
  test.setTimeout(60_000);
  const keycard = await startReplica(PORT, {});
  const traceToken = `e2e-drain-${Date.now()}`;
  // The IdP answers this sign-in slowly: it is still in flight when the signal comes.
  await injectFault({ path: '/co/authenticate', delayMs: 1500, traceToken });
  const inFlight = postPassword(PORT, 'ada@seaside.test', PASSWORD, { 'trace-token': traceToken });
  await new Promise((r) => setTimeout(r, 500));
  const exited = new Promise<number | null>((resolve) => keycard.child.once('exit', (code) => resolve(code)));
  const signalledAt = Date.now();
  keycard.child.kill('SIGTERM');

  const res = await inFlight;
  expect(res.statusCode).toBe(200);
  expect(((await res.body.json()) as { ok: boolean }).ok).toBe(true);
  await expect(request(`http://127.0.0.1:${PORT}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
});
