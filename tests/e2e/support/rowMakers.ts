import { DateTime } from 'luxon';
import { AdminApi, uniquePostalCode, uniqueWord } from './adminApi';

/**
 * One new row of an entity, made through the admin API for the capability tests: returns a text
 * that finds it, and only it, with the screen's search box. An entity without a maker fails the
 * test by name, so a new screen picked for a capability says what test data it needs.
 */
type RowMaker = (api: AdminApi) => Promise<string>;

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Days from today in the business time zone (000 §5, §9). */
const businessDay = (days: number) => DateTime.now().setZone('America/Winnipeg').plus({ days }).toISODate() ?? '';

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
