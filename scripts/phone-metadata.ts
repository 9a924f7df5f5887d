// Writes src/contract/phone-metadata.json: libphonenumber-js's full metadata for the countries of
// the calling codes a customer can choose, so the phone check ships a few KB instead of the
// whole world (decision 033). Run `npx tsx scripts/phone-metadata.ts` after updating the library;
// a test fails while the file and the installed library differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import { PHONE_COUNTRY_CODES } from '../src/contract/service-request-constants.ts';

export const PHONE_METADATA_PATH = fileURLToPath(
  new URL('../src/contract/phone-metadata.json', import.meta.url),
);

/** The library's metadata reduced to the countries that share the allowed calling codes. */
export function phoneMetadataSubset(): MetadataJson {
  const require = createRequire(import.meta.url);
  const full: MetadataJson = JSON.parse(
    readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8'),
  );
  const callingCodes = PHONE_COUNTRY_CODES.map((code) => code.slice(1));
  const countryCallingCodes = Object.fromEntries(
    callingCodes.map((code) => [code, full.country_calling_codes[code] ?? []]),
  );
  const countries = Object.fromEntries(
    Object.values(countryCallingCodes)
      .flat()
      .map((country) => [country, full.countries[country]]),
  );
  // Numbers without a country (+800, +808) cannot be chosen in the forms.
  return {
    version: full.version,
    country_calling_codes: countryCallingCodes,
    countries,
    nonGeographic: {},
  };
}

export const phoneMetadataText = () => `${JSON.stringify(phoneMetadataSubset())}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PHONE_METADATA_PATH, phoneMetadataText());
}
