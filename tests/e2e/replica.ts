// A second Keycard server (the standalone build, as production runs it) beside the e2e stack's, on the
// same sandbox upstream, with settings of its own: for the tests of what replicas share (Redis) and of
// what a server says about itself (traces).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { request } from 'undici';
import { SEASIDE_HOST } from './http';

const ROOT = path.resolve(__dirname, '../..');

export type Replica = { port: number; child: ChildProcess; output: () => string };

export async function startReplica(port: number, env: Record<string, string>): Promise<Replica> {
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, '.next/standalone/keycard-server.cjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      UPSTREAM_API_BASE: 'http://localhost:4100',
      SESSION_SECRET: 'sandbox-only-session-secret-do-not-use-in-production',
      IDP_CLIENT_SECRETS: JSON.stringify({
        'seaside-keycard': 'seaside-sandbox-client-secret-0001',
        'littlehotelier-keycard': 'littlehotelier-sandbox-client-secret-0001',
      }),
      LOG_LEVEL: 'warn',
      METRICS_PORT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await request(`http://127.0.0.1:${port}/api/health`);
      await res.body.dump();
      if (res.statusCode === 200) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > until) throw new Error(`replica on ${port} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child, output: () => output };
}

/** The password form's post to a replica, as seaside's page sends it with JavaScript (a JSON answer). */
export function postPassword(port: number, email: string, password: string, headers: Record<string, string> = {}) {
  return request(`http://127.0.0.1:${port}/api/login/password`, {
    method: 'POST',
    headers: {
      host: SEASIDE_HOST,
      origin: `http://${SEASIDE_HOST}`,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
}
