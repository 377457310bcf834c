import { describe, expect, it } from 'vitest';
import type { CatalogueVariant } from '../../server/api/admin/orders/catalogueVariants';
import { planLineChanges, type InventoryChange as LineChange } from '../../server/api/admin/orders/lineChanges';
import { orderAnswer } from '../../server/api/admin/orders/orderAnswer';
import type { StoredLineItem, StoredOrder } from '../../server/api/admin/orders/orderStore';
import { seededRandom } from '../../shared/seededRandom';
import { adjustmentChanges, isEmptyAdjustment } from '../../src/domain/orderAdjustments/adjustmentChanges';
import { isCompleteAfterBefore } from '../../src/domain/orderAdjustments/completeWindow';
import type { AdjustmentInput, ChosenAddon } from '../../src/domain/orderAdjustments/types';
import { valueRules } from '../../src/domain/valueRules';
import { consoleDomainRules } from '../../src/domain/consoleRules';

// The catalogue the tests order from: variant ids as POST /pull-automation/inventory answers them.
const variant = (n: number, productTitle: string, productType: string, variantTitle = 'Default Title'): CatalogueVariant => ({
  variantId: n, productTitle, productType, variantTitle, sku: `${productTitle}-${variantTitle}`.toUpperCase().replace(/\s+/g, '-'), price: '10.00',
});
const gid = (of: CatalogueVariant) => `gid://shopify/ProductVariant/${of.variantId}`;
const BOUQUETS = ['Sunny Days', 'Wild Meadow'].flatMap((title, b) => ['Standard', 'Deluxe', 'Grand'].map((size, s) => variant(10 + b * 3 + s, title, 'Flowers', size)));
const ADDONS = ['Chocolate Truffles', 'Teddy Bear', 'Happy Birthday Balloon', 'Scented Candle'].map((title, a) => variant(30 + a, title, 'Gift-adds'));
const CATALOGUE = [...BOUQUETS, ...ADDONS];
const named = (title: string, size = 'Default Title') => CATALOGUE.find((one) => one.productTitle === title && one.variantTitle === size) ?? CATALOGUE[0]!;
const TRUFFLES = named('Chocolate Truffles');
const BALLOON = named('Happy Birthday Balloon');
const TEDDY = named('Teddy Bear');
const MEADOW_GRAND = named('Wild Meadow', 'Grand');
const MEADOW_DELUXE = named('Wild Meadow', 'Deluxe');
const SUNNY_STANDARD = named('Sunny Days', 'Standard');

const line = (id: number, of: CatalogueVariant, quantity: number, productTitle = of.productTitle): StoredLineItem => ({
  id, position: id, productTitle, variantTitle: of.variantTitle, sku: of.sku, variantId: gid(of), productType: of.productType, quantity, price: of.price, properties: [],
});

const STORED: StoredOrder = {
  id: 10, number: 1010, name: '#1010', createdAt: '2026-11-26T00:00:00.000Z', email: 'ava@example.com', firstName: 'Ava', lastName: 'Roy',
  phone: '204-555-0101', address: '1 Main Street', apartment: '', buzzer: '', city: 'Transcona', province: 'Manitoba', provinceCode: 'MB',
  postalCode: 'R2C 1A1', addressType: 'House', regionTag: 'Winnipeg', regionCode: 'MB', deliveryDate: '2026-12-10',
  deliveryRate: 'Anytime (8am - 8pm)', deliveryNotes: 'Side door', cardType: 'Happy Birthday Card', cardMessage: 'Happy birthday!', messageCardImage: '',
  lang: 'en-ca', consent: 'Yes', relationship: 'Friend', occasion: 'Birthday', contactName: 'Liam Roy', senderEmail: 'l@example.com',
  status: 'open', fulfillmentStatus: 'unfulfilled', tags: [], note: '', noteAttributes: [], version: 1,
  // The seeded #1010's bouquet line 'Wild Meadow - Grand' and #1002's add-ons 'Chocolate Truffles (x2), Happy Birthday Balloon (x2)'.
  lineItems: [line(1, MEADOW_GRAND, 1, 'Wild Meadow - Grand'), line(2, TRUFFLES, 2), line(3, BALLOON, 2)],
};
/** The order as GET /pull-automation/order/{orderName} answers it. */
const ORDER = orderAnswer(STORED, undefined);

/** The add-ons as the picker opens with them: the order's. */
const ORDERED: ChosenAddon[] = [
  { value: 'Chocolate Truffles', id: gid(TRUFFLES), quantity: 2 },
  { value: 'Happy Birthday Balloon', id: gid(BALLOON), quantity: 2 },
];
const NAMES = [
  { field: 'deliveryDate', name: 'Delivery Date' },
  { field: 'message', name: 'Card Message' },
  { field: 'deliveryNotes', name: 'Delivery Notes' },
  { field: 'firstName', name: 'First Name' },
];
/** The editor as loaded: the order's own values, its add-ons, no bouquet chosen. */
const loaded = (changes: Partial<AdjustmentInput> = {}): AdjustmentInput => ({ order: ORDER, values: { ...ORDER }, addons: ORDERED, timelineNames: NAMES, tag: 'Adjusted', ...changes });
const withValues = (values: Readonly<Record<string, unknown>>, changes: Partial<AdjustmentInput> = {}) => loaded({ values: { ...ORDER, ...values }, ...changes });

describe('adjustmentChanges: the timeline (001 §1, §7)', () => {
  it('sends a timeline entry only for the fields changed, named by the definition, with the timeline tag', () => {
    const changes = adjustmentChanges(withValues({ deliveryDate: '2026-12-12', message: 'Happy birthday, Ava!' }));
    expect(changes).toEqual({
      timelines: [
        { name: 'Delivery Date', value: '2026-12-12' },
        { name: 'Card Message', value: 'Happy birthday, Ava!' },
      ],
      tags: ['Adjusted'],
      inventories: [],
    });
  });

  it('compares after trimming: spaces around an unchanged value change nothing, and a changed value goes trimmed', () => {
    expect(adjustmentChanges(withValues({ message: '  Happy birthday!  ', firstName: 'Ava ' })).timelines).toEqual([]);
    expect(adjustmentChanges(withValues({ deliveryNotes: '  Front door \n' })).timelines).toEqual([{ name: 'Delivery Notes', value: 'Front door' }]);
  });

  it('keeps a line break or a case change inside a value as a change', () => {
    expect(adjustmentChanges(withValues({ message: 'Happy\nbirthday!' })).timelines).toEqual([{ name: 'Card Message', value: 'Happy\nbirthday!' }]);
    expect(adjustmentChanges(withValues({ firstName: 'AVA' })).timelines).toEqual([{ name: 'First Name', value: 'AVA' }]);
  });

  it('sends nothing for a field left blank (the past delivery date the editor empties) or for a field the definition does not name', () => {
    expect(adjustmentChanges(withValues({ deliveryDate: undefined, message: '   ', phone: '204-555-0199', sendConfirmationEmail: true }))).toEqual({ timelines: [], tags: [], inventories: [] });
  });

  it('sends the entries in the order of the names, a field named twice once, a blank name not at all', () => {
    const names = [{ field: 'firstName', name: 'First Name' }, { field: 'deliveryDate', name: ' ' }, { field: 'message', name: ' Card Message ' }, { field: 'firstName', name: 'Again' }];
    expect(adjustmentChanges(withValues({ deliveryDate: '2026-12-12', message: 'Hi', firstName: 'Eve' }, { timelineNames: names })).timelines).toEqual([
      { name: 'First Name', value: 'Eve' },
      { name: 'Card Message', value: 'Hi' },
    ]);
  });

  it('reads a number or a flag as its text', () => {
    const order = { ...ORDER, apartmentNumber: '12' };
    const names = [{ field: 'apartmentNumber', name: 'Apartment' }, { field: 'consent', name: 'Consent' }];
    expect(adjustmentChanges(loaded({ order, values: { apartmentNumber: 12, consent: false }, timelineNames: names })).timelines).toEqual([{ name: 'Consent', value: 'false' }]);
  });
});

describe('adjustmentChanges: the products (001 §5, §7 inventories)', () => {
  it('a new size of the ordered bouquet is a bouquet change, named "Name - Size", as many as the order has', () => {
    const changes = adjustmentChanges(loaded({ values: { ...ORDER, bouquetName: 'Wild Meadow' }, bouquet: { id: gid(MEADOW_DELUXE), title: 'Deluxe' } }));
    expect(changes.inventories).toEqual([{ name: 'Wild Meadow - Deluxe', type: 'bouquet', id: gid(MEADOW_DELUXE), quantity: 1 }]);
    expect(changes.tags).toEqual(['Adjusted']);
    const two = { ...STORED, lineItems: [line(1, MEADOW_GRAND, 2, 'Wild Meadow - Grand')] };
    expect(adjustmentChanges(loaded({ order: orderAnswer(two, undefined), values: { bouquetName: 'Sunny Days' }, addons: [], bouquet: { id: gid(SUNNY_STANDARD), title: 'Standard' } })).inventories).toEqual([
      { name: 'Sunny Days - Standard', type: 'bouquet', id: gid(SUNNY_STANDARD), quantity: 2 },
    ]);
  });

  it('the ordered bouquet and size chosen again is no change, whether the name is the old line or the product title', () => {
    for (const bouquetName of ['Wild Meadow - Grand', 'Wild Meadow', ' wild meadow ']) {
      expect(adjustmentChanges(withValues({ bouquetName }, { bouquet: { id: gid(MEADOW_GRAND), title: 'Grand' } }))).toEqual({ timelines: [], tags: [], inventories: [] });
    }
  });

  it('no bouquet chosen (or one without an id) changes no bouquet', () => {
    expect(adjustmentChanges(withValues({ bouquetName: 'Sunny Days' }, { bouquet: undefined })).inventories).toEqual([]);
    expect(adjustmentChanges(withValues({ bouquetName: 'Sunny Days' }, { bouquet: { id: ' ', title: 'Standard' } })).inventories).toEqual([]);
  });

  it('an add-on added is a "+" of its quantity', () => {
    const changes = adjustmentChanges(loaded({ addons: [...ORDERED, { value: 'Teddy Bear', id: gid(TEDDY), quantity: 3 }] }));
    expect(changes).toEqual({ timelines: [], tags: ['Adjusted'], inventories: [{ name: 'Teddy Bear', type: '+', id: gid(TEDDY), quantity: 3 }] });
  });

  it('an add-on removed whole is a "-" of the ordered quantity, its id found among the add-ons offered', () => {
    const available = ADDONS.map((one) => ({ value: one.productTitle, id: gid(one) }));
    expect(adjustmentChanges(loaded({ addons: [ORDERED[0]!], available })).inventories).toEqual([{ name: 'Happy Birthday Balloon', type: '-', id: gid(BALLOON), quantity: 2 }]);
  });

  it('a quantity changed is a "+" or "-" of the difference only', () => {
    const addons = [{ ...ORDERED[0]!, quantity: 5 }, { ...ORDERED[1]!, quantity: 1 }];
    expect(adjustmentChanges(loaded({ addons })).inventories).toEqual([
      { name: 'Happy Birthday Balloon', type: '-', id: gid(BALLOON), quantity: 1 },
      { name: 'Chocolate Truffles', type: '+', id: gid(TRUFFLES), quantity: 3 },
    ]);
  });

  it('sends the bouquet first, then the removals, then the additions', () => {
    const addons = [{ value: 'Teddy Bear', id: gid(TEDDY), quantity: 1 }, { ...ORDERED[1]!, quantity: 2 }];
    const types = adjustmentChanges(loaded({ addons, values: { bouquetName: 'Sunny Days' }, bouquet: { id: gid(SUNNY_STANDARD), title: 'Standard' } })).inventories.map((one) => `${one.type} ${one.name}`);
    expect(types).toEqual(['bouquet Sunny Days - Standard', '- Chocolate Truffles', '+ Teddy Bear']);
  });

  it('matches add-ons by name, case and spaces aside, and adds up one listed twice', () => {
    const addons = [{ value: ' chocolate  TRUFFLES ', id: gid(TRUFFLES), quantity: 1 }, { value: 'Chocolate Truffles', id: gid(TRUFFLES), quantity: 1 }, { ...ORDERED[1]! }];
    expect(adjustmentChanges(loaded({ addons })).inventories).toEqual([]);
  });

  it('an add-on removed whose id nobody knows still goes, with an empty id, so the service refuses it rather than the removal being lost', () => {
    expect(adjustmentChanges(loaded({ addons: [] })).inventories).toEqual([
      { name: 'Chocolate Truffles', type: '-', id: '', quantity: 2 },
      { name: 'Happy Birthday Balloon', type: '-', id: '', quantity: 2 },
    ]);
  });
});

describe('nothing changed (001 §5: at least one property)', () => {
  it('the editor as loaded gives the empty adjustment, without the tag', () => {
    const changes = adjustmentChanges(loaded());
    expect(changes).toEqual({ timelines: [], tags: [], inventories: [] });
    expect(isEmptyAdjustment(changes)).toBe(true);
  });

  it('any change is not empty; a blank tag text sends no tag', () => {
    expect(isEmptyAdjustment(adjustmentChanges(withValues({ message: 'Hi' })))).toBe(false);
    expect(adjustmentChanges(withValues({ message: 'Hi' }, { tag: '  ' })).tags).toEqual([]);
    expect(adjustmentChanges(withValues({ message: 'Hi' }, { tag: ' Adjusted ' })).tags).toEqual(['Adjusted']);
  });
});

describe('the value rules a definition names (src/domain/valueRules.ts)', () => {
  const args = {
    order: ORDER,
    values: { ...ORDER, deliveryDate: '2026-12-12', bouquetName: 'Wild Meadow', answer: { ignored: true } },
    // The picker's rows (price, sku… not read); an older cart's `title` for `value`, and a quantity as text.
    addons: [{ value: 'Chocolate Truffles', id: gid(TRUFFLES), quantity: 2, price: '12.00' }, { title: 'Teddy Bear', id: gid(TEDDY), quantity: '1' }],
    // The Gift-adds inventory answer's product nodes: the variant's id, not the product's.
    available: [{ id: 'gid://shopify/Product/7', title: 'Happy Birthday Balloon', variants: [{ id: gid(BALLOON), title: 'Default Title' }] }],
    bouquet: { id: gid(MEADOW_DELUXE), title: 'Deluxe', sku: 'WILD-MEADOW-DELUXE', quantityAvailable: 4 },
    tag: 'Adjusted',
    'timeline.deliveryDate': 'Delivery Date',
    'timeline.message': 'Card Message',
  };
  const expected = {
    timelines: [{ name: 'Delivery Date', value: '2026-12-12' }],
    tags: ['Adjusted'],
    inventories: [
      { name: 'Wild Meadow - Deluxe', type: 'bouquet', id: gid(MEADOW_DELUXE), quantity: 1 },
      { name: 'Happy Birthday Balloon', type: '-', id: gid(BALLOON), quantity: 2 },
      { name: 'Teddy Bear', type: '+', id: gid(TEDDY), quantity: 1 },
    ],
  };

  it('adjustmentChanges gives the three parts, and each part rule its own, from the same named arguments', () => {
    expect(valueRules.adjustmentChanges(args)).toEqual(expected);
    expect(valueRules.adjustmentTimelines(args)).toEqual(expected.timelines);
    expect(valueRules.adjustmentTags(args)).toEqual(expected.tags);
    expect(valueRules.adjustmentInventories(args)).toEqual(expected.inventories);
  });

  it('arguments not filled (no order queried yet, nothing picked) give the empty adjustment rather than throwing', () => {
    expect(valueRules.adjustmentChanges({ order: undefined, values: '', addons: null, bouquet: 'x', tag: undefined })).toEqual({ timelines: [], tags: [], inventories: [] });
    expect(valueRules.adjustmentChanges({})).toEqual({ timelines: [], tags: [], inventories: [] });
  });

  it('are registered with the console, so the checker knows their names', () => {
    for (const name of ['adjustmentChanges', 'adjustmentTimelines', 'adjustmentTags', 'adjustmentInventories']) expect(Object.keys(consoleDomainRules.valueRules ?? {})).toContain(name);
    expect(Object.keys(consoleDomainRules.valueChecks ?? {})).toContain('completeAfterBefore');
  });
});

describe("completeAfterBefore: 'CompleteAfter should before CompleteBefore' (001 §5)", () => {
  it('holds when complete-after comes strictly before complete-before, times, date-times or epoch milliseconds alike', () => {
    expect(isCompleteAfterBefore('09:00', '17:00')).toBe(true);
    expect(isCompleteAfterBefore('17:00', '09:00')).toBe(false);
    expect(isCompleteAfterBefore('09:00', '09:00')).toBe(false);
    expect(isCompleteAfterBefore('09:00', '09:00:30')).toBe(true);
    expect(isCompleteAfterBefore('2026-12-10T18:00', '2026-12-11 08:00')).toBe(true);
    expect(isCompleteAfterBefore('2026-12-11T08:00', '2026-12-10T18:00')).toBe(false);
    expect(isCompleteAfterBefore(1_765_400_000_000, '1765300000000')).toBe(false);
  });

  it('judges nothing while an end is blank, unreadable or of another form (its own field says so)', () => {
    for (const [after, before] of [['', '09:00'], ['17:00', undefined], ['soon', '09:00'], ['17:00', '2026-12-10T09:00'], ['25:00', '09:00']] as const) expect(isCompleteAfterBefore(after, before)).toBe(true);
  });

  it('is the check a definition names, reading complete-before from its arguments', () => {
    const check = consoleDomainRules.valueChecks?.completeAfterBefore;
    expect(check?.('17:00', { before: '09:00' })).toBe(false);
    expect(check?.('08:00', { before: '09:00' })).toBe(true);
  });
});

const SEED = Number(process.env.ADJUSTMENT_SEED ?? 20261202);

describe(`the service applying the changes leaves the order as edited (random orders, seed ${SEED}; replay with ADJUSTMENT_SEED=${SEED})`, () => {
  it('the bouquet chosen, each add-on at the quantity chosen, the bouquet count kept', () => {
    const random = seededRandom(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] ?? items[0]!;
    const byId = new Map(CATALOGUE.map((one) => [gid(one), one]));
    const seen = { bouquet: 0, '-': 0, '+': 0, none: 0 };
    for (let round = 0; round < 300; round += 1) {
      const note = `seed ${SEED}, round ${round}`;
      const ordered = pick(BOUQUETS);
      const bouquetCount = 1 + Math.floor(random() * 2);
      const lines = [line(1, ordered, bouquetCount, random() < 0.5 ? `${ordered.productTitle} - ${ordered.variantTitle}` : ordered.productTitle)];
      for (const addon of ADDONS) if (random() < 0.5) lines.push(line(lines.length + 1, addon, 1 + Math.floor(random() * 3)));
      const order = orderAnswer({ ...STORED, lineItems: lines }, undefined);
      const chosen = ADDONS.flatMap((addon) => {
        const quantity = Math.floor(random() * 4);
        const value = random() < 0.2 ? ` ${addon.productTitle.toLowerCase()} ` : addon.productTitle;
        return quantity === 0 ? [] : [{ value, id: gid(addon), quantity }];
      });
      const bouquet = random() < 0.5 ? undefined : pick(BOUQUETS);
      const input: AdjustmentInput = {
        order, values: { ...order, bouquetName: bouquet?.productTitle ?? order.bouquetName }, addons: chosen,
        available: ADDONS.map((one) => ({ value: one.productTitle, id: gid(one) })), bouquet: bouquet && { id: gid(bouquet), title: bouquet.variantTitle }, timelineNames: NAMES, tag: 'Adjusted',
      };
      const changes = adjustmentChanges(input);
      for (const change of changes.inventories) seen[change.type] += 1;
      if (changes.inventories.length === 0) seen.none += 1;
      const requests: LineChange[] = changes.inventories.map((change, index) => ({ index, type: change.type, variant: byId.get(change.id) ?? CATALOGUE[0]!, quantity: change.quantity }));
      expect(changes.inventories.every((change) => byId.has(change.id)), note).toBe(true);
      expect(changes.inventories.some((change) => change.type === 'bouquet'), note).toBe(bouquet !== undefined && bouquet !== ordered);
      const planning = planLineChanges(lines, requests);
      if (!planning.ok) throw new Error(`${note}: refused ${JSON.stringify(planning.fields)}`);
      const { plan } = planning;
      const after = [...lines.filter((one) => !plan.deleted.includes(one.id)).map((one) => plan.updated.find((u) => u.id === one.id) ?? one), ...plan.inserted];
      const quantities = (items: readonly { sku: string; productType: string; quantity: number }[]) => Object.fromEntries(ADDONS.map((addon) => [addon.sku, items.filter((one) => one.sku === addon.sku && one.quantity > 0).reduce((sum, one) => sum + one.quantity, 0)]));
      expect(quantities(after), note).toEqual(quantities(chosen.map((one) => ({ sku: byId.get(one.id)?.sku ?? '', productType: 'Gift-adds', quantity: one.quantity }))));
      const bouquetLine = after.find((one) => one.productType === 'Flowers');
      expect(bouquetLine?.sku, note).toBe((bouquet ?? ordered).sku);
      expect(bouquetLine?.quantity, note).toBe(bouquetCount);
      expect(isEmptyAdjustment(changes), note).toBe(changes.inventories.length === 0);
    }
    expect(Object.values(seen).every((count) => count > 0), `seed ${SEED}: the random orders make every kind of change, and none (${JSON.stringify(seen)})`).toBe(true);
  });
});
