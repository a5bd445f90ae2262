// Issue 39: what the managers of a property did for its people, kept per property (of its tenant:
// codes are the tenant's own), newest first, the last few hundred: the record the manager's page lists as "Recent actions at <property>".
import type { ManagerAction } from '../../lib/upstream/contract';

export interface ActionEntry {
  at: number;
  action: ManagerAction;
  byUuid: string;
  forUuid: string;
  address: string | null;
}

type PropertyKey = { tenantCode: string; code: string };
const keyOf = (p: PropertyKey) => `${p.tenantCode}|${p.code}`;

/** How many actions a property keeps. */
const KEPT = 500;

export class ActionLog {
  private readonly byProperty = new Map<string, ActionEntry[]>();

  constructor(private readonly now: () => number = Date.now) {}

  record(property: PropertyKey, entry: Omit<ActionEntry, 'at'>): void {
    const key = keyOf(property);
    const list = this.byProperty.get(key) ?? [];
    list.unshift({ ...entry, at: this.now() });
    list.length = Math.min(list.length, KEPT);
    this.byProperty.set(key, list);
  }

  /** The property's newest `count` actions, newest first. */
  latest(property: PropertyKey, count: number): readonly ActionEntry[] {
    return (this.byProperty.get(keyOf(property)) ?? []).slice(0, count);
  }
}
