// The phone step's country picker: every country with phone metadata, named in the page's language,
// in that language's alphabetical order, with its calling code; the country it starts on; and the
// countries a tenant sends to, which the picker offers and a refusal names (design review L8).
import { allowedCountries, countryNames, countryOf, countryOptions, namedCountry, presetCountry } from '@/lib/mfa/countries';
import type { Locale } from '@/lib/upstream/contract';
import type { Tenant } from '@/lib/upstream/tenants';

const labelOf = (locale: Locale, value: string) => countryOptions(locale).find((o) => o.value === value)?.label;

test.each([
  ['en', 'AU', 'Australia (+61)'],
  ['en', 'US', 'United States (+1)'],
  ['en', 'CA', 'Canada (+1)'],
  ['en', 'GB', 'United Kingdom (+44)'],
  ['de', 'DE', 'Deutschland (+49)'],
  ['de', 'AT', 'Österreich (+43)'],
  ['fr', 'DE', 'Allemagne (+49)'],
  ['es', 'ES', 'España (+34)'],
  ['pt', 'BR', 'Brasil (+55)'],
  ['it', 'IT', 'Italia (+39)'],
  ['th', 'TH', 'ไทย (+66)'],
  ['id', 'ID', 'Indonesia (+62)'],
] as const)('in %s, %s reads %j', (locale, value, label) => {
  expect(labelOf(locale, value)).toBe(label);
});

test("a tenant's list of countries (issue 26) is all the picker offers, in the page's order", () => {
  expect(countryOptions('de', ['GB', 'NZ', 'AU']).map((o) => o.label)).toEqual(['Australien (+61)', 'Neuseeland (+64)', 'Vereinigtes Königreich (+44)']);
  // The list for everyone else stays whole.
  expect(countryOptions('de').length).toBeGreaterThan(240);
});

test('every country libphonenumber-js knows is there once, with a name rather than its code', () => {
  const list = countryOptions('en');
  expect(list.length).toBeGreaterThan(240);
  expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
  for (const option of list) expect(option.label).not.toMatch(/^[A-Z]{2} \(/);
});

test.each(['en', 'de', 'fr', 'th'] as const)('in %s the list is in the language’s own alphabetical order', (locale) => {
  const names = countryOptions(locale).map((o) => o.label);
  const collator = new Intl.Collator(locale);
  expect([...names].sort(collator.compare)).toEqual(names);
});

test('German sorts Österreich among the O’s, not after Z as code points would', () => {
  const names = countryOptions('de').map((o) => o.label);
  const at = names.indexOf('Österreich (+43)');
  expect(names[at - 1]).toMatch(/^O/);
  expect(names.at(-1)).not.toMatch(/^Ö/);
});

test.each([
  ['en-AU,en;q=0.9', 'en', 'AU'],
  ['de-CH, de;q=0.9, en;q=0.8', 'de', 'CH'],
  ['fr-CA', 'en', 'CA'],
  // The most preferred tag that names a region, by q-value.
  ['en;q=0.9, th-TH', 'en', 'TH'],
  ['en-GB;q=0.5, en-NZ', 'en', 'NZ'],
  // No region in the header (or none that is a country): where the page's language is most spoken.
  ['de', 'de', 'DE'],
  ['es-419, es;q=0.9', 'es', 'ES'],
  ['pt', 'pt', 'BR'],
  ['th', 'th', 'TH'],
  ['id', 'id', 'ID'],
  [null, 'en', 'US'],
  ['not a tag, *', 'fr', 'FR'],
] as const)('Accept-Language %j on a %s page starts on %s', (header, locale, country) => {
  expect(presetCountry(header, locale)).toBe(country);
});

test.each([
  ['AU', 'AU'],
  ['US', 'US'],
  ['ZZ', undefined],
  ['au', undefined],
  ['+61', undefined],
  ['', undefined],
])('a posted country %j is %j', (value, country) => {
  expect(countryOf(value)).toBe(country);
});

const tenants: [Pick<Tenant, 'phoneSends' | 'country'>, string[] | undefined][] = [
  // Its policy's countries; else its home country alone (security review L7); else any.
  [{ phoneSends: { countries: ['AU', 'NZ', 'GB'], sendsPerHour: 200, sendsPerPrefixPerHour: 5 }, country: 'AU' }, ['AU', 'NZ', 'GB']],
  [{ phoneSends: null, country: 'AU' }, ['AU']],
  [{ phoneSends: null, country: null }, undefined],
];
test.each(tenants)('a tenant %j sends texts and calls to %j', (tenant, countries) => {
  expect(allowedCountries(tenant)).toEqual(countries);
});

test.each([
  ['en', ['GB', 'NZ', 'AU'], 'Australia, New Zealand, and United Kingdom'],
  ['de', ['GB', 'NZ', 'AU'], 'Australien, Neuseeland und Vereinigtes Königreich'],
  ['fr', ['AU', 'NZ'], 'Australie et Nouvelle-Zélande'],
  ['en', ['AU'], 'Australia'],
] as const)('in %s, the countries %j are named as a list in the picker’s order: %j', (locale, countries, named) => {
  expect(countryNames(countries, locale)).toBe(named);
});

test('a refused number’s country is named in the page’s language, with its picker option; a number in no country has none', () => {
  expect(namedCountry('US', 'en')).toEqual({ value: 'US', label: 'United States (+1)', name: 'United States' });
  expect(namedCountry('DE', 'fr')).toEqual({ value: 'DE', label: 'Allemagne (+49)', name: 'Allemagne' });
  expect(namedCountry(undefined, 'en')).toBeUndefined();
  expect(namedCountry('001', 'en')).toBeUndefined();
});
