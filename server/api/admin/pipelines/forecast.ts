/** A product a forecast covers: a bouquet variant of the catalogue. */
export interface ForecastProduct {
  title: string;
  sku: string;
  /** The product's region tags (MB, SK …). */
  regions: readonly string[];
}

export interface ForecastRow {
  warehouse: string;
  sku: string;
  title: string;
  quantity: number;
}

/** FNV-1a of a text: the same text always gives the same number. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The simulated forecast of a pipeline: for each warehouse (in the order asked) and each product
 * variant sold in its region (the warehouse code upper-cased is the region tag), a quantity of 5
 * to 60 units fixed by warehouse, week and SKU, so a prediction reads the same every time.
 */
export function forecastRows(warehouses: readonly string[], weekCode: string, products: readonly ForecastProduct[]): ForecastRow[] {
  return warehouses.flatMap((warehouse) =>
    products
      .filter((product) => product.regions.includes(warehouse.toUpperCase()))
      .map((product) => ({ warehouse, sku: product.sku, title: product.title, quantity: 5 + (hash(`${warehouse}|${weekCode}|${product.sku}`) % 56) })),
  );
}
