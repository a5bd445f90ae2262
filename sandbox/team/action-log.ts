// Issue 39: what the managers of a property did for its people, kept per property, newest first, the
// last few hundred: the record the manager's page lists as "Recent actions at <property>".
import type { ManagerAction } from '../../lib/upstream/contract';

export interface ActionEntry {
  at: number;
  action: ManagerAction;
  byUuid: string;
  forUuid: string;
  address: string | null;
}

/** How many actions a property keeps. */
const KEPT = 500;

export class ActionLog {
  private readonly byProperty = new Map<string, ActionEntry[]>();

  constructor(private readonly now: () => number = Date.now) {}

  record(property: string, entry: Omit<ActionEntry, 'at'>): void {
    const list = this.byProperty.get(property) ?? [];
    list.unshift({ ...entry, at: this.now() });
    list.length = Math.min(list.length, KEPT);
    this.byProperty.set(property, list);
  }

  /** The property's newest `count` actions, newest first. */
  latest(property: string, count: number): readonly ActionEntry[] {
    return (this.byProperty.get(property) ?? []).slice(0, count);
  }
}
