// The partner app's event stream (DESIGN §8): polls a challenge and sends each new state as a
// server-sent event, `id` its version, until the challenge ends, the client goes away, or the stream
// has run its course (the client then reconnects and resumes after the last id it saw).
import type { MobileChallenge } from '../upstream/contract';
import { isUpstreamError } from '../upstream/errors';

/** What the browser is told: never the result or anything secret, only what the page shows. */
export type MobileEventData = Pick<MobileChallenge, 'version' | 'flow' | 'step' | 'number' | 'event' | 'reason'>;

export type StreamOptions = {
  poll: () => Promise<MobileChallenge>;
  /** The request's signal: the client went away. */
  signal: AbortSignal;
  /** The last version the client has (the `Last-Event-ID` header, or the page's own): not sent again. */
  after?: number;
  intervalMs?: number;
  /** A stream ends after this long even if nothing happened; the client reconnects. */
  maxMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** Called once when the stream ends, however it ends. */
  onEnd?: () => void;
};

/**
 * How many streams may be open at once in this process (security review L3), each polling the upstream
 * every second. Per challenge 2: a page and its reconnect overlapping, or two tabs. Per session 4: a
 * new challenge (a retry) while the last one's two are still closing. Per process 200: at most 200
 * upstream polls a second, about twice what the process's whole measured load (20 sign-ins a second)
 * asks of the upstream, and room for 200 people looking at the number at once, some ten partner-app
 * sign-ins a second at 20 s each. Beyond any of them the route answers 429; the page without
 * JavaScript refreshes itself and never opens a stream.
 */
export const STREAM_CAPS = { perChallenge: 2, perSession: 4, perProcess: 200 } as const;

export type StreamCaps = { perChallenge: number; perSession: number; perProcess: number };

/** Open streams counted by challenge, by session and in all: one instance per process. */
export class StreamLimits {
  private readonly byChallenge = new Map<string, number>();
  private readonly bySession = new Map<string, number>();
  private total = 0;

  constructor(private readonly caps: StreamCaps = STREAM_CAPS) {}

  /**
   * A place for one more stream of this challenge in this session, or null when either, or the
   * process, has its share. The release function gives the place back (once).
   */
  claim(challengeId: string, sessionKey: string): (() => void) | null {
    if (this.total >= this.caps.perProcess) return null;
    if ((this.byChallenge.get(challengeId) ?? 0) >= this.caps.perChallenge) return null;
    if ((this.bySession.get(sessionKey) ?? 0) >= this.caps.perSession) return null;
    this.total++;
    bump(this.byChallenge, challengeId, 1);
    bump(this.bySession, sessionKey, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      bump(this.byChallenge, challengeId, -1);
      bump(this.bySession, sessionKey, -1);
    };
  }

  get open(): number {
    return this.total;
  }
}

function bump(counts: Map<string, number>, key: string, by: 1 | -1): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

const streams = new StreamLimits();

/** A place for one more stream in this process (see STREAM_CAPS), or null; the session's key is its upstream token, kept in memory only. */
export function claimStream(challengeId: string, sessionKey: string): (() => void) | null {
  return streams.claim(challengeId, sessionKey);
}

export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: Next's compression skips it; a compressed stream would hold events back.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

const RETRY_MS = 2000;

export function encodeEvent(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The version a reconnecting client says it has: `Last-Event-ID`, else the `after` query. */
export function lastVersion(header: string | null, query: string | null): number | undefined {
  const raw = header ?? query;
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function challengeEventStream(o: StreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const interval = o.intervalMs ?? 1000;
  const maxMs = o.maxMs ?? 150_000;
  const sleep = o.sleep ?? abortableSleep;
  const now = o.now ?? Date.now;
  // The stream's own stop (the reader cancelled it) beside the request's.
  const stop = new AbortController();
  const stopped = () => o.signal.aborted || stop.signal.aborted;
  const onAbort = () => stop.abort();
  o.signal.addEventListener('abort', onAbort, { once: true });

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!stopped()) controller.enqueue(encoder.encode(text));
      };
      send(`retry: ${RETRY_MS}\n\n`);
      let sent = o.after ?? -1;
      const endAt = now() + maxMs;
      try {
        while (!stopped() && now() < endAt) {
          let status: MobileChallenge;
          try {
            status = await o.poll();
          } catch (err) {
            // Forgotten or never this user's: the page will say what to do. Anything else: the
            // stream ends and the client reconnects (SPEC's ten attempts).
            if (isUpstreamError(err, 'ChallengeNotFound')) send(encodeEvent('gone', {}));
            break;
          }
          if (status.version > sent) {
            const data: MobileEventData = {
              version: status.version,
              flow: status.flow,
              step: status.step,
              number: status.number,
              event: status.event,
              reason: status.reason,
            };
            send(encodeEvent('status', data, status.version));
            sent = status.version;
          }
          if (status.event !== null) break;
          await sleep(interval, stop.signal);
        }
      } finally {
        o.signal.removeEventListener('abort', onAbort);
        o.onEnd?.();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader: nothing to close.
        }
      }
    },
    cancel() {
      stop.abort();
    },
  });
}
