// A real redis-server (Debian's package; `npm test` installs it as it does Chromium) on a port of the
// test's own, with nothing persisted, for the limits Keycard's replicas share. Node built-ins only:
// jest and Playwright both import it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const REDIS_SERVER = '/usr/bin/redis-server';
const READY_TIMEOUT_MS = 10_000;

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.on('data', (chunk) => (socket.destroy(), resolve(chunk.toString().startsWith('+PONG'))));
    socket.on('error', () => resolve(false));
  });
}

export async function startRedis(port: number): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (npm test installs it when it can)`);
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
