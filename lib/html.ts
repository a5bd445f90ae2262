// HTML written as a string, for a part of a page that is only markup and is on every page (the
// footer, issue 42): React renders each of its elements three times a request (the payload, the
// HTML, the payload read back for the HTML), and one string it passes through once. Every value put
// into a template is escaped (escape-html: & < > " '), unless it is HTML made by this same tag.
// Server-only: the browser's bundles never carry it.
import 'server-only';
import escapeHtml from 'escape-html';

const MARKUP = Symbol('html');

/** HTML made by `html`, safe to put in a page as it is. */
export type Html = { readonly [MARKUP]: string };

type Value = string | Html | readonly Html[] | false | null | undefined;

function written(value: Value): string {
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map(written).join('');
  return (value as Html)[MARKUP];
}

/** A template of HTML: its strings as written, each value escaped (a fragment made here is kept, `false`/null/undefined write nothing). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += written(values[i]) + strings[i + 1]!;
  return { [MARKUP]: out };
}

/**
 * Text escaped as a value is, with every character beyond Latin-1 as a numeric character reference:
 * V8 keeps a string of Latin-1 characters at one byte each, and one Thai letter makes it, and every
 * string it is joined into (the footer, then Next's copy of it in the page's payload), two bytes each.
 * For the few words every page shows in a script not its own (the languages' own names, issue 42).
 */
export function latin1(text: string): Html {
  return { [MARKUP]: escapeHtml(text).replace(/[^\u0000-\u00ff]/gu, (c) => `&#${c.codePointAt(0)};`) };
}

/** The markup, for `dangerouslySetInnerHTML`. */
export function markupOf(fragment: Html): string {
  return fragment[MARKUP];
}
