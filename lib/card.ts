// The card every page is shown in is the root layout's, and so is its width: the two pages with lists
// in them, the security page (issue 25) and a property's page of people (issue 39), have a wide card.
// It is decided by the page's path, on the card's own tag, so it is there from the card's first paint.
// It used to follow the page's content (`.kc-card:has(> .kc-wide)`). On CI, under a slowed CPU, the
// security page was once painted with its heading and first line in a narrow card, which then widened:
// the selector matched a frame after the content had come (issue 37's layout-shift test, stop 56).
import { OWN_PAGES } from './flows/purposes';

/** The security page, and a property's page of people: not a person's page under it. */
const WIDE_PAGES = new RegExp(`^(${OWN_PAGES['account-security']}|${OWN_PAGES.team}/[^/]+)/?$`);

/** The card's classes for the page at `path`. */
export function cardClass(path: string): string {
  return WIDE_PAGES.test(path) ? 'kc-card kc-wide' : 'kc-card';
}
