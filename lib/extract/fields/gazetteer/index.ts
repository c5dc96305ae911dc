// The library itself, without the Node entry point that registers all of its 78 languages.
import countries from 'i18n-iso-countries/index.js';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import type { CountryCode } from 'libphonenumber-js';
import { foldKey } from '../../heuristics/text.ts';
import CITIES from './cities.json';
import { CITY_NAMES } from './city-names.ts';
import { COUNTRY_NAMES, REGION_CODES, REGIONS } from './country-names.ts';
import { EUROPEAN_REGIONS } from './european-regions.ts';

// Countries near the CVs read most win a name several countries share ("Valencia", "London").
const NEAR_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'DE', 'AT', 'ES', 'IT', 'NL', 'PT', 'GB', 'IE'];

interface Gazetteer {
  countries: Map<string, CountryCode>;
  cities: Map<string, CountryCode>;
  regions: Map<string, CountryCode>;
  regionCodes: Map<string, CountryCode>;
}
let gazetteer: Gazetteer | null = null;

function addAll(map: Map<string, CountryCode>, country: string, names: string[]): void {
  for (const name of names) map.set(foldKey(name), country as CountryCode);
}

// Built on first use, so that only a page actually read pays for it.
function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  const countryNames = new Map<string, CountryCode>();
  for (const locale of [en, fr, de, es, it, nl, pt]) {
    countries.registerLocale(locale);
    for (const [code, names] of Object.entries(countries.getNames(locale.locale, { select: 'all' }))) addAll(countryNames, code, names);
  }
  for (const [code, names] of Object.entries(COUNTRY_NAMES)) addAll(countryNames, code, names);
  const cities = new Map<string, CountryCode>();
  const byNearness = Object.entries(CITIES as Record<string, string>).sort(
    ([a], [b]) => Number(NEAR_COUNTRIES.includes(a)) - Number(NEAR_COUNTRIES.includes(b)),
  );
  // cities.json holds folded names already (scripts/build-cities.ts).
  for (const [code, names] of byNearness) for (const name of names.split('|')) cities.set(name, code as CountryCode);
  for (const [code, names] of Object.entries(CITY_NAMES)) addAll(cities, code, names);
  const regions = new Map<string, CountryCode>();
  for (const [code, names] of [...Object.entries(REGIONS), ...Object.entries(EUROPEAN_REGIONS)]) addAll(regions, code, names);
  const regionCodes = new Map<string, CountryCode>();
  for (const [code, codes] of Object.entries(REGION_CODES)) for (const c of codes) regionCodes.set(c, code as CountryCode);
  gazetteer = { countries: countryNames, cities, regions, regionCodes };
  return gazetteer;
}

/** The country a name stands for, in any of the seven languages ("Deutschland", "Espagne", "USA"), or null. */
export function countryNamed(name: string): CountryCode | null {
  return load().countries.get(foldKey(name)) ?? null;
}

// "St." as the gazetteer spells it out: "St. Gallen" is "Sankt Gallen", "St-Étienne" "Saint-Étienne".
const SAINT_WORDS: Record<string, string[]> = { st: ['saint', 'sankt', 'san', 'sint', 'santo'], ste: ['sainte'] };
// The words that join a town to the river or region that tells it apart: "Freiburg im Breisgau", "Kehl am Rhein".
const TOWN_QUALIFIER = /^(\p{L}+) (?:im|am|an der|in der|upon|sur) \p{L}/u;

/** The country of a city of 15 000 people or more in Western Europe, 50 000 elsewhere, or a capital ("Lyon" → FR), or null. */
export function cityCountry(name: string): CountryCode | null {
  const { cities } = load();
  const key = foldKey(name);
  const found = cities.get(key);
  if (found) return found;
  const [first, ...rest] = key.split(' ');
  for (const saint of SAINT_WORDS[first ?? ''] ?? []) {
    const spelt = cities.get([saint, ...rest].join(' '));
    if (spelt) return spelt;
  }
  const town = TOWN_QUALIFIER.exec(key)?.[1];
  return (town && town.length > 3 && cities.get(town)) || null;
}

/** The country of a US state, a Canadian province or a European region ("Texas", "Ontario", "Bayern", "Occitanie"), or null. */
export function regionCountry(name: string): CountryCode | null {
  return load().regions.get(foldKey(name)) ?? null;
}

/**
 * The country a two-letter code after a place stands for: a country ("Lyon, FR") or a US state or
 * Canadian province ("Austin, TX"). Where it could be both ("DE": Germany or Delaware), the country
 * the city before it is in decides.
 */
export function codeCountry(code: string, cityIn: CountryCode | null): CountryCode | null {
  const region = load().regionCodes.get(code) ?? null;
  const country = countries.isValid(code) ? (code as CountryCode) : null;
  if (cityIn && (cityIn === region || cityIn === country)) return cityIn;
  return region ?? country;
}
