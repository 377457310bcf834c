/**
 * The warehouses products are made for, by code (001 §9 'Region tag to warehouse code map';
 * Create New Product's regions, defaults BC, AB, CG, SK, MB, TR, MT, HX): the code the shop tags
 * a product with, and the warehouse's city.
 */
export const WAREHOUSE_CODES = [
  { code: 'BC', name: 'Vancouver' },
  { code: 'AB', name: 'Edmonton' },
  { code: 'CG', name: 'Calgary' },
  { code: 'SK', name: 'Regina and Saskatoon' },
  { code: 'MB', name: 'Winnipeg' },
  { code: 'TR', name: 'Toronto' },
  { code: 'MT', name: 'Montreal' },
  { code: 'HX', name: 'Halifax' },
  { code: 'OT', name: 'Ottawa' },
  { code: 'KL', name: 'Kelowna' },
  { code: 'HM', name: 'Hamilton' },
] as const;

/** The options of a warehouse choice: 'Vancouver (BC)' for `BC`. */
export function warehouseOptions(): { value: string; label: string }[] {
  return WAREHOUSE_CODES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
}
