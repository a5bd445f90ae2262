// Starts the sandbox (upstream API + IdP + demo app) as a child process for integration and e2e
// tests. Node built-ins only and no top-level await: jest (CommonJS via SWC) and the Playwright
// config both import it.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export interface SandboxOptions {
  apiPort?: number;
  idpPort?: number;
  demoPort?: number;
  webPort?: number;
  /** Enables POST/GET/DELETE /__faults. */
  faults?: boolean;
}

export interface RunningSandbox {
  apiUrl: string;
  idpUrl: string;
  demoUrl: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
/** Keep only the tail of stderr: the sandbox logs a line per request. */
const STDERR_KEEP_CHARS = 16_000;
const READY_LINE = /^sandbox ready api=(\S+) idp=(\S+) demo=(\S+)$/m;

export function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const root = resolve(__dirname, '../..');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SANDBOX_API_PORT: String(opts.apiPort ?? 4100),
    SANDBOX_IDP_PORT: String(opts.idpPort ?? 4101),
    SANDBOX_DEMO_PORT: String(opts.demoPort ?? 4102),
    SANDBOX_WEB_PORT: String(opts.webPort ?? 3100),
    SANDBOX_FAULT_INJECTION: opts.faults ? '1' : '0',
  };
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['sandbox/index.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let stderr = '';
  let stdout = '';
  child.stderr.setEncoding('utf8');
  // Always drained, also after start: a full pipe would block the sandbox.
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEEP_CHARS);
    if (process.env.SANDBOX_DEBUG) process.stderr.write(chunk);
  });
  child.stdout.setEncoding('utf8');

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<RunningSandbox>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop();
      reject(new Error(`sandbox did not start: ${reason}\n--- sandbox stderr ---\n${stderr}`));
    };
    const timer = setTimeout(() => fail(`no ready line within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);

    child.once('error', (err) => fail(err.message));
    child.once('exit', (code, signal) => fail(`exited early (code ${code}, signal ${signal})`));
    // Stays attached after start so stdout keeps draining; only the first ready line counts.
    child.stdout.on('data', (chunk: string) => {
      if (settled) return;
      stdout += chunk;
      const ready = READY_LINE.exec(stdout);
      if (!ready) return;
      settled = true;
      clearTimeout(timer);
      resolve({ apiUrl: ready[1]!, idpUrl: ready[2]!, demoUrl: ready[3]!, stop });
    });
  });
}
