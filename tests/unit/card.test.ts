// The card's width comes with the card's own tag (lib/card.ts): the pages with lists have a wide one
// from the first paint, every other page the narrow one.
import { cardClass } from '@/lib/card';

test.each([
  ['/account/security', 'kc-card kc-wide'],
  ['/account/security/', 'kc-card kc-wide'],
  ['/team/HARBOUR', 'kc-card kc-wide'],
  ['/team/HARBOUR/0b6c2f0e-5d1a-4c7e-9f3a-2b8d4e6f1a2c', 'kc-card'],
  ['/team/HARBOUR/0b6c2f0e-5d1a-4c7e-9f3a-2b8d4e6f1a2c/slip', 'kc-card'],
  ['/team', 'kc-card'],
  ['/login', 'kc-card'],
  ['/account/security-codes', 'kc-card'],
  ['/x/account/security', 'kc-card'],
])('%s → %s', (path, classes) => {
  expect(cardClass(path)).toBe(classes);
});
