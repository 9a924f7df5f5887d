/** The brands customers can pick; 'overig' opens a free-text brand. */
export const BIKE_BRAND_LABELS = {
  vanmoof: 'VanMoof',
  cowboy: 'Cowboy',
  veloretti: 'Veloretti',
  lekkerbikes: 'Lekker Bikes',
  amslod: 'Amslod',
  gazelle: 'Gazelle',
  'urban-arrow': 'Urban Arrow',
  lovens: 'Lovens',
  carqon: 'Carqon',
  coastcycles: 'Coast Cycles',
  overig: 'Overig',
} as const;

export type BikeBrand = keyof typeof BIKE_BRAND_LABELS;
export const BIKE_BRANDS = Object.keys(BIKE_BRAND_LABELS) as BikeBrand[];
export const OTHER_BRAND: BikeBrand = 'overig';

export const MIN_BIKES = 1;
export const MAX_BIKES = 5;

/**
 * The service a customer of the multi-bike form asks for, per bike. The other forms do not
 * ask, so a bike may have none.
 */
export const BIKE_SERVICE_TYPES = [
  'maintenance',
  'repair',
  'tune_up',
  'inspection',
  'cleaning',
  'other',
] as const;
export type BikeServiceType = (typeof BIKE_SERVICE_TYPES)[number];

/** The highest position of a bike in its request: positions count from 0. */
export const LAST_BIKE_POSITION = MAX_BIKES - 1;

/**
 * The drive systems customers can pick for an e-bike (issue 34); 'Overig' opens a free-text
 * system. Stored by name, like a brand.
 */
export const DRIVE_SYSTEMS = [
  'Bosch',
  'Shimano',
  'Yamaha',
  'Bafang',
  'Brose',
  'Specialized',
  'VanMoof',
  'Giant',
] as const;

/** The longest error code, battery serial or lease contract number a customer may give. */
export const BIKE_CODE_MAX_LENGTH = 40;

/**
 * What an error code, serial or contract number looks like on a display, a battery or a
 * contract: letters and digits, with the separators they are printed with. Anything else is
 * a typo the mechanic could not look up.
 */
export const BIKE_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_#:-]*[A-Za-z0-9])?$/;

/** The longest name of a drive system or leasing company. */
export const BIKE_FACT_NAME_MAX_LENGTH = 60;
