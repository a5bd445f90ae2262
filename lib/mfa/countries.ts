// The country picker of the phone step: every country libphonenumber-js has metadata for (or the
// tenant's own, when it keeps texts and calls to a list: issue 26), named in the page's language by
// the runtime's ICU (Intl.DisplayNames: names are not catalogue strings), with its calling code, in the
// page's alphabetical order; the country to start from, the browser's region; and the countries a
// tenant's texts and calls may go to, which the picker offers and the send guard holds numbers to.
import 'server-only';
import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { parseAcceptLanguage } from '../i18n/resolve-locale';
import type { Locale } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';

export type CountryOption = { value: CountryCode; label: string };
/** A country as a refusal names it (design review L8): its picker option and its name alone. */
export type NamedCountry = CountryOption & { name: string };

const lists = new Map<Locale, CountryOption[]>();
const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * The countries a tenant's texts and calls may go to: its policy's, else its home country alone
 * (security review L7: not every country on earth by default); undefined: any (a tenant that declares
 * neither: the operator's choice, said in the README).
 */
export function allowedCountries(tenant: Pick<Tenant, 'phoneSends' | 'country'>): readonly string[] | undefined {
  return tenant.phoneSends?.countries ?? (tenant.country ? [tenant.country] : undefined);
}

/**
 * "Australia (+61)", …: by name in the locale's collation ("Österreich" among the O's in German); only
 * those in `only` when given (a tenant's list of countries, which the send guard holds numbers to).
 */
export function countryOptions(locale: Locale, only?: readonly string[]): CountryOption[] {
  const all = allCountries(locale);
  return only ? all.filter(({ value }) => only.includes(value)) : all;
}

/** A country's name in the locale ("Vereinigtes Königreich"), its code when ICU has none. */
function nameOf(country: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  return names.of(country) ?? country;
}

/** A country libphonenumber-js knows, named in the locale; undefined for any other (a non-geographic number's). */
export function namedCountry(country: string | undefined, locale: Locale): NamedCountry | undefined {
  const option = country ? allCountries(locale).find(({ value }) => value === country) : undefined;
  return option && { ...option, name: nameOf(option.value, locale) };
}

/** The countries by name in the locale's order, as a list reads in it ("Australia, New Zealand, and United Kingdom"). */
export function countryNames(countries: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(countryOptions(locale, countries).map(({ value }) => nameOf(value, locale)));
}

function allCountries(locale: Locale): CountryOption[] {
  const known = lists.get(locale);
  if (known) return known;
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((country) => ({ value: country, name: nameOf(country, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ value, name }) => ({ value, label: `${name} (+${getCountryCallingCode(value)})` }));
  lists.set(locale, list);
  return list;
}

/** A posted country ("AU"), or undefined unless libphonenumber-js knows it. */
export function countryOf(value: string): CountryCode | undefined {
  return /^[A-Z]{2}$/.test(value) && isSupportedCountry(value) ? value : undefined;
}

function regionOf(tag: string): CountryCode | undefined {
  try {
    return countryOf(new Intl.Locale(tag).region ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The country the picker starts on: the region of the browser's most preferred language that names
 * one ("en-AU" → AU), else where the page's language is most spoken (CLDR's likely subtags: en → US,
 * pt → BR), which is as close as a tenant gets to a country: tenants have none.
 */
export function presetCountry(acceptLanguage: string | null | undefined, locale: Locale): CountryCode {
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const region = regionOf(tag);
    if (region) return region;
  }
  return regionOf(new Intl.Locale(locale).maximize().toString()) ?? 'US';
}
