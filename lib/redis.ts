// The one Redis connection of a Keycard process, when REDIS_URL is set: where the limits every
// replica must share live (DESIGN §10). Built to fail fast rather than wait: a command that has not
// answered in COMMAND_TIMEOUT_MS fails, nothing queues while the connection is down, and the callers
// fall back to their in-process state (a sign-in never waits on, or fails because of, Redis).
import 'server-only';
import { Redis } from 'ioredis';
import { config } from './config';
import { logger } from './logger';

const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1000;
/** Reconnection waits grow to this ceiling and go on for as long as the process lives. */
const MAX_RECONNECT_WAIT_MS = 5000;

/**
 * Kept on the process, not the module: Next bundles instrumentation and the route handlers apart, each
 * with its own copy of this module, and a second connection made at a handler's first use is not ready
 * for it (the limits would count that request in the process). One connection, made at start.
 */
const HELD = Symbol.for('keycard.redis');
type Holder = { [HELD]?: Map<string, Redis> };

/** The process's Redis client, or null when REDIS_URL is unset. */
export function redis(): Redis | null {
  const url = config().redisUrl;
  if (!url) return null;
  const held = ((globalThis as Holder)[HELD] ??= new Map());
  const known = held.get(url);
  if (known) return known;
  const log = logger.child({ component: 'redis' });
  const client = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(MAX_RECONNECT_WAIT_MS, 100 * 2 ** Math.min(attempt, 6)),
  });
  // Said once per change of state, not once per failed command: a Redis outage must not flood the log.
  let up: boolean | undefined;
  client.on('ready', () => {
    if (up !== true) log.info('redis ready: limits are shared between replicas');
    up = true;
  });
  client.on('error', (error: Error) => {
    if (up !== false) log.warn({ err: { message: error.message } }, 'redis unavailable: limits fall back to this process');
    up = false;
  });
  held.set(url, client);
  return client;
}
