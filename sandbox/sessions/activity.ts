// Issue 40: what happened to each account (sign-ins and refused attempts) for ACTIVITY_DAYS days,
// newest first: what the security page's "Recent activity" lists.
import { ACTIVITY_DAYS, type ActivityEvent } from '../../lib/upstream/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A guard against one account's log growing without end, per result: a script's refused attempts all
 * month push out older refusals, never the account's sign-ins (security review L5).
 */
const KEPT_PER_RESULT = 500;

export type ActivityRecord = Omit<ActivityEvent, 'at'> & { at: number };

export class ActivityLog {
  private readonly byUser = new Map<string, ActivityRecord[]>();

  constructor(private readonly now: () => number) {}

  record(userUuid: string, event: Omit<ActivityRecord, 'at'>): void {
    const kept = this.byUser.get(userUuid) ?? [];
    kept.unshift({ ...event, at: this.now() });
    if (kept.filter((e) => e.result === event.result).length > KEPT_PER_RESULT)
      kept.splice(
        kept.findLastIndex((e) => e.result === event.result),
        1,
      );
    this.byUser.set(userUuid, kept);
  }

  /** The account's events of the last ACTIVITY_DAYS days, newest first. */
  of(userUuid: string): ActivityRecord[] {
    const since = this.now() - ACTIVITY_DAYS * DAY_MS;
    const kept = (this.byUser.get(userUuid) ?? []).filter((e) => e.at >= since);
    this.byUser.set(userUuid, kept);
    return kept;
  }
}
