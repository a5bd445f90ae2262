// SPEC §3's secret-question codes, without zod, for the browser and the server alike.
export const SECRET_QUESTION_CODES = [
  'mother-maiden-name',
  'father-middle-name',
  'town-where-born',
  'first-overseas-trip',
  'first-school',
  'first-pet-name',
] as const;
