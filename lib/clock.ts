// A countdown's end as a clock time, for the page without JavaScript ("you can ask for a new code at
// 10:42:30 UTC"): it stays true however long the page sits open, where "in 42 seconds" would not. The
// browser's time zone is unknown without JavaScript, so the time is in UTC and says so.
export function clockAt(atMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(atMs));
}

/** Whole seconds from now until `atMs` (0 once passed). */
export function secondsUntil(atMs: number | undefined, now = Date.now()): number {
  return atMs === undefined ? 0 : Math.max(0, Math.ceil((atMs - now) / 1000));
}

/** The clock time `seconds` from now (undefined when there is no countdown). */
export function clockIn(seconds: number, locale: string): string | undefined {
  return seconds > 0 ? clockAt(Date.now() + seconds * 1000, locale) : undefined;
}
