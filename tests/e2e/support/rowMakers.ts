import { AdminApi, uniquePostalCode, uniqueWord } from './adminApi';
import { businessDay } from './businessDays';

/**
 * One new row of an entity, made through the admin API for the capability tests: returns a text
 * that finds it, and only it, with the screen's search box. An entity without a maker fails the
 * test by name, so a new screen picked for a capability says what test data it needs.
 */
type RowMaker = (api: AdminApi) => Promise<string>;

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const twoDigits = (value: number) => String(value).padStart(2, '0');

const makers: Record<string, RowMaker> = {
  'postal-code': async (api) => {
    const south = await api.zone('Winnipeg South', 'Winnipeg');
    return api.createPostalCode(await api.createTown(`E2E Elm ${uniqueWord()}`, south.zone_id), south.zone_id);
  },
  town: async (api) => {
    const name = `E2E Poplar ${uniqueWord()}`;
    await api.createTown(name, (await api.zone('Winnipeg South', 'Winnipeg')).zone_id);
    return name;
  },
  zone: async (api) => {
    const name = `E2E Zone ${uniqueWord()}`;
    await api.createZone(name, (await api.region('Winnipeg')).region_id);
    return name;
  },
  // A delivery window no other test uses, with 12-hour times as the period label shows them.
  'delivery-rate': async (api) => {
    const period = `Afternoon (${between(1, 11)}:${twoDigits(between(1, 59))}am - ${between(1, 11)}:${twoDigits(between(1, 59))}pm)`;
    await api.createDeliveryRate(period, '$102');
    return period;
  },
  'zone-delivery-rate': async (api) => {
    const displayText = `E2E Beta ${uniqueWord()}`;
    await api.createZoneRate({ zone: await api.zone('Winnipeg South', 'Winnipeg'), displayText, rate: '$10' });
    return displayText;
  },
  'special-zone-delivery-rate': async (api) => {
    const word = uniqueWord();
    await api.createSpecialRate({
      name: `Winnipeg South - E2E Beta ${word} - $20`,
      zone: await api.zone('Winnipeg South', 'Winnipeg'),
      rateName: `E2E Beta ${word} - $20`,
      rate: '$20',
      cutoffDate: businessDay(5),
      deliveryDate: businessDay(6),
    });
    return word;
  },
};

/** A new row of a sub-table, alone under a new parent row: texts finding the parent with the grid's search, and the row in the sub-table. */
export interface SubRow {
  parent: string;
  row: string;
}

/** A region of its own, with Winnipeg's province, warehouse and delivery hub. */
async function newRegion(api: AdminApi): Promise<{ name: string; region_id: number }> {
  const regions = await api.get<Array<{ region_name: string; province_id: number; warehouse_id: number; warehouse_sku: string; delivery_hub: string }>>('/places/region');
  const winnipeg = regions.find((region) => region.region_name === 'Winnipeg');
  if (!winnipeg) throw new Error('no Winnipeg region in the demo data');
  const name = `E2E Region ${uniqueWord()}`;
  const tag = name.replaceAll(' ', '_');
  const { province_id, warehouse_id, warehouse_sku, delivery_hub } = winnipeg;
  const { region_id } = await api.post<{ region_id: number }>('/places/region', { name, display_name: tag, tag, short_code: warehouse_sku.toUpperCase(), province_id, warehouse_id, delivery_hub });
  return { name, region_id };
}

/** By the parent grid's entity and the sub-table's `rows`. */
const subRowMakers: Record<string, (api: AdminApi) => Promise<SubRow>> = {
  'cutoff-region default_cutoffs': async (api) => {
    const region = await newRegion(api);
    await api.post('/cutoff/default', { region_id: region.region_id, day_of_week: 'Wednesday' });
    return { parent: region.name, row: 'Wednesday' };
  },
};

export function makeSubRow(api: AdminApi, entity: string, rows: string): Promise<SubRow> {
  const maker = subRowMakers[`${entity} ${rows}`];
  if (!maker) throw new Error(`no test sub-row maker for the "${rows}" of entity "${entity}" (tests/e2e/support/rowMakers.ts)`);
  return maker(api);
}

export function makeRow(api: AdminApi, entity: string): Promise<string> {
  const maker = makers[entity];
  if (!maker) throw new Error(`no test row maker for entity "${entity}" (tests/e2e/support/rowMakers.ts)`);
  return maker(api);
}

/**
 * A new value for a text cell, valid for the entity's rules: a postal code for a postal code, a
 * rate for a rate, else the old text with a word added (so the row's search text still finds it).
 */
export function newTextValue(entity: string, field: string, old: string): string {
  if (entity === 'postal-code' && field === 'postalcode') return uniquePostalCode();
  if (field === 'rate') return `$${between(200, 299)}`;
  return `${old} ${uniqueWord(4)}`;
}
