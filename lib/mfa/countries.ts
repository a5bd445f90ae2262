// The country picker of the phone step: every country libphonenumber-js has metadata for (or the
// tenant's own, when it keeps texts and calls to a list: issue 26), named in the page's language by
// the runtime's ICU (Intl.DisplayNames: names are not catalogue strings), with its calling code, in the
// page's alphabetical order; and the country to start from, the browser's region.
import 'server-only';
import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { parseAcceptLanguage } from '../i18n/resolve-locale';
import type { Locale } from '../upstream/contract';

export type CountryOption = { value: CountryCode; label: string };

const lists = new Map<Locale, CountryOption[]>();

/**
 * "Australia (+61)", …: by name in the locale's collation ("Österreich" among the O's in German); only
 * those in `only` when given (a tenant's list of countries, which the send guard holds numbers to).
 */
export function countryOptions(locale: Locale, only?: readonly string[]): CountryOption[] {
  const all = allCountries(locale);
  return only ? all.filter(({ value }) => only.includes(value)) : all;
}

function allCountries(locale: Locale): CountryOption[] {
  const known = lists.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((country) => ({ value: country, name: names.of(country) ?? country }))
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
