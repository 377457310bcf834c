/**
 * The warehouses products are made for, by code (001 §9 'Region tag to warehouse code map';
 * Create New Product's regions, defaults BC, AB, CG, SK, MB, TR, MT, HX): the code the shop tags
 * a product with, the warehouse's city, and the region tags 001 §9 maps to it.
 */
export const WAREHOUSE_CODES = [
  { code: 'BC', name: 'Vancouver', regionTags: ['Vancouver'] },
  { code: 'AB', name: 'Edmonton', regionTags: ['Edmonton'] },
  { code: 'CG', name: 'Calgary', regionTags: ['Calgary'] },
  { code: 'SK', name: 'Regina and Saskatoon', regionTags: ['Regina', 'Saskatoon'] },
  { code: 'MB', name: 'Winnipeg', regionTags: ['Winnipeg'] },
  { code: 'TR', name: 'Toronto', regionTags: ['Toronto'] },
  { code: 'MT', name: 'Montreal', regionTags: ['Montreal'] },
  { code: 'HX', name: 'Halifax', regionTags: ['Halifax'] },
  { code: 'OT', name: 'Ottawa', regionTags: ['Ottawa'] },
  { code: 'KL', name: 'Kelowna', regionTags: ['Kelowna'] },
  { code: 'HM', name: 'Hamilton', regionTags: ['Hamilton'] },
] as const;

/** The options of a warehouse choice: 'Vancouver (BC)' for `BC`. */
export function warehouseOptions(): { value: string; label: string }[] {
  return WAREHOUSE_CODES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
}

/** Where an order goes: its region's tag ('Winnipeg', 'Rural_MB') and short code ('MB'), either may be unknown. */
export interface RegionOfOrder {
  tag?: string | undefined;
  code?: string | undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The warehouse code a product line carries ('mb', lower case as the replacement payload spells
 * it): by 001 §9's region-tag map first ('Regina' → 'sk', case aside); a tag the map does not
 * name ('Rural_MB', 'Québec_City': the map gives examples) falls back to the region's short code
 * when it is a warehouse code (a region's code is its warehouse's: the places data, Create New
 * Product's 'regions'). Neither known: undefined, so the line goes without one rather than a guess.
 */
export function warehouseOfRegion(region: RegionOfOrder): string | undefined {
  const { tag, code } = region;
  const byTag = tag ? WAREHOUSE_CODES.find((warehouse) => warehouse.regionTags.some((known) => same(known, tag))) : undefined;
  const byCode = code ? WAREHOUSE_CODES.find((warehouse) => same(warehouse.code, code)) : undefined;
  return (byTag ?? byCode)?.code.toLowerCase();
}
