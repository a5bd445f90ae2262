'use client';
// A moment in the page's language (issue 40's sessions and activity): the server's HTML says it in
// UTC and names the zone (it cannot know the browser's); once the page runs, in the browser's own time
// zone. Both from Intl with the same options, so only the zone changes.
import { useHydrated } from '@/lib/client/use-hydrated';

const STYLE = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The moment as the server says it: in UTC, with the zone's name. */
export function utcText(at: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...STYLE, timeZone: 'UTC' }).format(at) + ' UTC';
}

export function LocalTime({ iso, locale, className }: { iso: string; locale: string; className?: string }) {
  const at = new Date(iso);
  const text = useHydrated() ? new Intl.DateTimeFormat(locale, STYLE).format(at) : utcText(at, locale);
  return (
    // data-varies: a moment differs from run to run (the look tests mask it).
    <time dateTime={iso} className={className} data-varies>
      {text}
    </time>
  );
}
