// Honours Idempotency-Key on POST/PATCH: a repeated key on the same path gets the stored reply, so
// Keycard may retry those calls safely (DESIGN §2). Concurrent repeats share the first attempt.
import { ExpiringMap } from '../expiring-map';
import type { Reply } from '../http/replies';

const KEEP_MS = 10 * 60 * 1000;

export class IdempotencyCache {
  private readonly replies = new ExpiringMap<Promise<Reply>>();

  async run(method: string, path: string, key: string, produce: () => Promise<Reply>): Promise<Reply> {
    const cacheKey = `${method} ${path} ${key}`;
    const stored = this.replies.get(cacheKey);
    if (stored) {
      const reply = await stored;
      return { ...reply, headers: { ...reply.headers, 'idempotent-replayed': 'true' } };
    }
    const pending = produce();
    this.replies.set(cacheKey, pending, KEEP_MS);
    try {
      const reply = await pending;
      // A server error is not an answer worth replaying: let the retry run the request again.
      if (reply.status >= 500) this.replies.delete(cacheKey);
      return reply;
    } catch (err) {
      this.replies.delete(cacheKey);
      throw err;
    }
  }

  sweep(): void {
    this.replies.sweep();
  }
}
