import { describe, expect, it } from 'vitest';
import { forecastRows } from '../../server/api/admin/pipelines/forecast';

const products = [
  { title: 'Sunny Days - Standard', sku: 'SUNNY-DAYS-S', regions: ['MB', 'SK', 'HX'] },
  { title: 'Prairie Sunrise - Standard', sku: 'PRAIRIE-SUNRISE-S', regions: ['MB', 'SK'] },
];

describe('forecastRows', () => {
  it('forecasts each product sold in each warehouse’s region, in the order of the warehouses', () => {
    const rows = forecastRows(['hx', 'mb'], '1031', products);
    expect(rows.map((row) => [row.warehouse, row.sku])).toEqual([
      ['hx', 'SUNNY-DAYS-S'],
      ['mb', 'SUNNY-DAYS-S'],
      ['mb', 'PRAIRIE-SUNRISE-S'],
    ]);
    expect(rows.every((row) => Number.isInteger(row.quantity) && row.quantity >= 5 && row.quantity <= 60)).toBe(true);
  });

  it('reads the same every time, and differs between weeks', () => {
    expect(forecastRows(['mb'], '1031', products)).toEqual(forecastRows(['mb'], '1031', products));
    const weeks = ['1031', '1131', '1231', '1331', '1431'].map((week) => forecastRows(['mb', 'sk'], week, products).map((row) => row.quantity).join());
    expect(new Set(weeks).size).toBeGreaterThan(1);
  });
});
