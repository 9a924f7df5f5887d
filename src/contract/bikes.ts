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
