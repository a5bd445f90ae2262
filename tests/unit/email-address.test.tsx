// An e-mail address in a sentence is kept whole (design review L5): never broken at its hyphens
// ("Logged in as cat-mfa-⏎…"), only before its "@"; what is read and copied is the address as it is.
import { render } from '@testing-library/react';
import { EmailAddress, SentenceWithEmail } from '@/components/email-address';

const nowrapParts = (container: HTMLElement) => [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);

test('in a sentence, the text is the sentence as translated, the address in its place', () => {
  const { container } = render(
    <p>
      <SentenceWithEmail say={(email) => `We have sent a verification link to ${email}. Open it to continue.`} email="cat-mfa-k3x9@sea-side.test" />
    </p>,
  );
  expect(container.textContent).toBe('We have sent a verification link to cat-mfa-k3x9@sea-side.test. Open it to continue.');
  // The local part and the domain each on one line; the one break inside the address is before the "@".
  expect(nowrapParts(container)).toEqual(['cat-mfa-k3x9', '@sea-side.test']);
  const wbr = container.querySelector('wbr')!;
  expect(wbr.previousSibling?.textContent).toBe('cat-mfa-k3x9');
  expect(wbr.nextSibling?.textContent).toBe('@sea-side.test');
});

test("the sentence's own hyphenated words stay whole too, wherever the translation puts the address", () => {
  const { container } = render(
    <SentenceWithEmail say={(email) => `Bevor Sie fortfahren, prüfen wir, ob ${email} Ihre E-Mail-Adresse ist.`} email="ada@seaside.test" />,
  );
  expect(container.textContent).toBe('Bevor Sie fortfahren, prüfen wir, ob ada@seaside.test Ihre E-Mail-Adresse ist.');
  expect(nowrapParts(container)).toEqual(['ada', '@seaside.test', 'E-Mail-Adresse']);
});

test('a part too long for a phone line may wrap rather than push the page sideways', () => {
  const { container } = render(<EmailAddress email="reservations-frontdesk-team-night@littlehotelier.test" />);
  expect(container.textContent).toBe('reservations-frontdesk-team-night@littlehotelier.test');
  expect(nowrapParts(container)).toEqual(['@littlehotelier.test']);
  expect(container.querySelector('.break-words')).toHaveTextContent('reservations-frontdesk-team-night');
});

test('an address without an "@" is kept whole', () => {
  const { container } = render(<EmailAddress email="front-desk" />);
  expect(nowrapParts(container)).toEqual(['front-desk']);
  expect(container.querySelector('wbr')).toBeNull();
});
