import { describe, expect, it } from 'vitest';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import orderSchema from '../../schemas/entities/order.schema.json';
import replacementOrderSchema from '../../schemas/entities/replacement-order.schema.json';
import { deriveFormSchema, sourceProperties, sourceSchema, type JsonSchemaObject } from '../../runtime/kinds/page/forms/deriveFormSchema';
import { orderAnswer } from '../../server/api/admin/orders/orderAnswer';
import type { NewOrder, StoredOrder } from '../../server/api/admin/orders/orderStore';
import { demoOrders } from '../../server/db/seed/orders';
import { usDate } from '../../src/domain/usDate';

/**
 * The order editors' form payloads (001 §2, §5, §9): `order.schema.json` `$defs/form` (Order
 * Adjustments) and `replacement-order.schema.json` `$defs/form` (Order Replacement Automation),
 * checked as the console's forms check them (the schema a page form derives from the payload) and
 * against the seeded orders the editors query.
 */

// The server's options (server/api/validate.ts): strict, x-labels an annotation.
const newAjv = (options: { useDefaults?: boolean } = {}) => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, ...options });
  ajv.addKeyword({ keyword: 'x-labels', schemaType: 'object' });
  return ajv;
};

const ADJUST = sourceSchema(orderSchema, 'form');
const REPLACE = sourceSchema(replacementOrderSchema, 'form');
const adjustFields = Object.keys(sourceProperties(ADJUST, orderSchema));
const replaceFields = Object.keys(sourceProperties(REPLACE, replacementOrderSchema));

/** The schema a page form naming every field of the payload validates with (runtime/kinds/page/forms/deriveFormSchema.ts). */
const formSchema = (entity: unknown, fields: readonly string[]) => ({ ...deriveFormSchema(entity, 'form', fields.map((name) => ({ name }))), additionalProperties: false });
const validAdjust = newAjv().compile(formSchema(orderSchema, adjustFields));
const validReplace = newAjv().compile(formSchema(replacementOrderSchema, replaceFields));
// The payloads themselves, as an entity file holds them (descriptions, x-labels and all).
const entityValidator = (schema: { $id: string }, pointer: string) => {
  const ajv = newAjv();
  ajv.addSchema(schema);
  const validate = ajv.getSchema(`${schema.$id}${pointer}`);
  if (!validate) throw new Error(`${schema.$id}${pointer} does not compile`);
  return validate;
};

const errorsOf = (validate: { errors?: ErrorObject[] | null }) => validate.errors ?? [];
const refusedFor = (validate: { errors?: ErrorObject[] | null }, field: string) => errorsOf(validate).filter((error) => error.instancePath === `/${field}`).map((error) => error.keyword);

/** A seeded order as the store keeps it (insertOrder's defaults), so orderAnswer gives what GET /pull-automation/order/{orderName} answers. */
function stored(order: NewOrder, index: number): StoredOrder {
  const s = order.shipping;
  return {
    id: index + 1, number: 1001 + index, name: `#${1001 + index}`, createdAt: '2026-11-26T00:00:00.000Z', email: order.email,
    firstName: s.firstName, lastName: s.lastName, phone: s.phone ?? '', address: s.address, apartment: s.apartment ?? '', buzzer: s.buzzer ?? '',
    city: s.city, province: s.province, provinceCode: s.provinceCode, postalCode: s.postalCode, addressType: s.addressType ?? 'House',
    regionTag: order.regionTag ?? '', regionCode: order.regionCode ?? '', deliveryDate: order.deliveryDate, deliveryRate: order.deliveryRate ?? '',
    deliveryNotes: order.deliveryNotes ?? '', cardType: order.cardType ?? '', cardMessage: order.cardMessage ?? '', messageCardImage: order.messageCardImage ?? '',
    lang: order.lang ?? 'en-ca', consent: order.consent ?? 'No', relationship: order.relationship ?? '', occasion: order.occasion ?? '',
    contactName: order.contactName ?? '', senderEmail: order.senderEmail ?? '', status: order.status ?? 'open',
    fulfillmentStatus: order.fulfillmentStatus ?? 'unfulfilled', tags: [...(order.tags ?? [])], note: order.note ?? '',
    noteAttributes: [...(order.noteAttributes ?? [])], version: 1,
    lineItems: order.lineItems.map((item, position) => ({
      id: position + 1, position: position + 1, productTitle: item.productTitle, variantTitle: item.variantTitle, sku: item.sku, variantId: '',
      productType: item.productType, quantity: item.quantity, price: String(item.price), properties: [...(item.properties ?? [])],
    })),
  };
}

const TODAY = '2026-11-26';
const answers = demoOrders(TODAY).map((order, index) => orderAnswer(stored(order, index), undefined));

/** What `submit.fill` writes: each `<form>.<field>` from `{answer.<name>}`, nothing for a blank (runtime/kinds/page/forms/submitFill.ts). */
function filled(answer: object, names: Readonly<Record<string, string>>): Record<string, unknown> {
  const given = new Map<string, unknown>(Object.entries(answer));
  return Object.fromEntries(Object.entries(names).flatMap(([field, from]) => (given.get(from) === '' || given.get(from) === undefined ? [] : [[field, given.get(from)]])));
}
/** The adjustment form's fields the order gives under the same name and type: every one but the add-ons (text in the order, a list in the picker) and what the order has not. */
const ONE_TO_ONE = adjustFields.filter((name) => !['addons', 'sendConfirmationEmail', 'completeAfter', 'completeBefore'].includes(name));
/** The replacement form's fields from the order, renamed where the payload names them otherwise (docs/custom-components.md, 'What the three share'). */
const REPLACEMENT_FILL: Record<string, string> = {
  ...Object.fromEntries(['provinceCode', 'city', 'regionCode', 'deliveryDate', 'postalCode', 'firstName', 'lastName', 'relationship', 'occasion', 'addressType',
    'apartmentNumber', 'buzzerCode', 'deliveryRate', 'consent', 'bouquetName', 'bouquetSize', 'vase', 'deliveryNotes', 'cardType'].map((name) => [name, name])),
  locale: 'lang', contactName: 'cname', contactNumber: 'phone', deliveryAddress: 'address', cardMessage: 'message',
};

describe('the Order Adjustments form (order.schema.json $defs/form)', () => {
  it('takes every seeded order as the query fills it, each field copied under its own name', () => {
    const validOrder = entityValidator(orderSchema, '');
    for (const answer of answers) {
      expect(validOrder(answer), JSON.stringify(validOrder.errors)).toBe(true);
      const values = filled(answer, Object.fromEntries(ONE_TO_ONE.map((name) => [name, name])));
      expect(validAdjust(values), `${answer.orderId}: ${JSON.stringify(validAdjust.errors)}`).toBe(true);
    }
    // One to one: every such field is a field of the order.
    expect(ONE_TO_ONE.filter((name) => !(name in orderSchema.properties))).toEqual([]);
  });

  it('refuses one character over each limit of 001 §5 and §9, and takes the limit itself', () => {
    const limits: Record<string, number> = { firstName: 50, lastName: 50, cname: 50, phone: 14, address: 150, apartmentNumber: 50, buzzerCode: 20, deliveryNotes: 200, message: 800, postalCode: 7 };
    for (const [field, limit] of Object.entries(limits)) {
      expect(validAdjust({ [field]: 'A'.repeat(limit) }), field).toBe(true);
      expect(validAdjust({ [field]: 'A'.repeat(limit + 1) }), field).toBe(false);
      expect(refusedFor(validAdjust, field), field).toEqual(['maxLength']);
    }
  });

  it('requires nothing (001 §5 checks the queried order, the user and a change: none is a field) and takes a blank form', () => {
    expect(ADJUST?.required).toBeUndefined();
    expect(validAdjust({})).toBe(true);
  });

  it("offers 001 §9's choices and the timeline call's sendConfirmationEmail, off unless asked", () => {
    const properties = sourceProperties(ADJUST, orderSchema);
    expect(properties.addressType?.enum).toEqual(['House', 'Apartment/Complex', 'Business', 'Hospital']);
    expect(properties.relationship?.enum).toEqual(['Partner', 'Friend', 'Mom', 'Grandparent', 'Family member', 'Colleague', 'Client', 'Myself', 'Other']);
    expect(properties.consent?.enum).toEqual(['Yes', 'No']);
    expect(properties.lang?.['x-labels']).toEqual({ 'en-ca': 'CA-EN', 'fr-ca': 'CA-FR' });
    expect(properties.sendConfirmationEmail).toMatchObject({ type: 'boolean', default: false });
    expect(validAdjust({ relationship: 'Neighbour' })).toBe(false);
    expect(validAdjust({ deliveryDate: '12/24/2026' })).toBe(false);
    expect(validAdjust({ deliveryDate: '2026-12-24', completeAfter: '09:00', completeBefore: '17:30' })).toBe(true);
  });

  it("holds the picker's add-ons: a name, a variant id and a quantity from 1", () => {
    const truffles = { value: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/30', price: 12.5, quantity: 2, quantityAvailable: 8, sku: 'TRUFFLES' };
    expect(validAdjust({ addons: [truffles] })).toBe(true);
    expect(validAdjust({ addons: [{ ...truffles, quantity: 0 }] })).toBe(false);
    expect(validAdjust({ addons: [{ value: 'Chocolate Truffles', quantity: 1 }] })).toBe(false);
  });
});

describe('the Order Replacement Automation form (replacement-order.schema.json $defs/form)', () => {
  /** 001 §5 'Replacement and checkout': '{Field} can't be empty' for these, in its order, by the form's names. */
  const REQUIRED_BY_001: Record<string, string> = {
    Province: 'provinceCode', City: 'city', 'Delivery Date': 'deliveryDate', 'Postal Code': 'postalCode', Lang: 'locale', 'First Name': 'firstName',
    'Last Name': 'lastName', 'Contact Name': 'contactName', 'Phone Number': 'contactNumber', Address: 'deliveryAddress', 'Address Type': 'addressType',
    'Delivery Window': 'deliveryRate', 'Bouquet Name': 'bouquetName', 'Bouquet Size': 'bouquetSize', Occasion: 'occasion', Relationship: 'relationship',
    'Card Type': 'cardType', Region: 'regionCode',
  };

  it("requires exactly 001 §5's list, in its order, each field titled as its message names it", () => {
    expect(REPLACE?.required).toEqual(Object.values(REQUIRED_BY_001));
    expect(validReplace({})).toBe(false);
    expect(errorsOf(validReplace).filter((error) => error.keyword === 'required').map((error) => String(error.params.missingProperty)).sort()).toEqual(Object.values(REQUIRED_BY_001).sort());
    const properties = sourceProperties(REPLACE, replacementOrderSchema);
    for (const [title, field] of Object.entries(REQUIRED_BY_001)) expect(properties[field]?.title, field).toBe(title);
  });

  it("lists 001 §2's fields in its order", () => {
    expect(replaceFields).toEqual([
      'provinceCode', 'city', 'regionCode', 'deliveryDate', 'postalCode', 'locale', 'firstName', 'lastName', 'contactName', 'relationship', 'occasion',
      'addressType', 'contactNumber', 'deliveryAddress', 'apartmentNumber', 'buzzerCode', 'deliveryRate', 'consent', 'bouquetName', 'bouquetSize', 'vase',
      'addons', 'deliveryNotes', 'cardType', 'cardMessage', 'discountCode', 'note', 'senderEmail', 'noteToOriginalOrder',
    ]);
  });

  it('starts with consent No and language en-ca (001 §9)', () => {
    const values: Record<string, unknown> = {};
    newAjv({ useDefaults: true }).compile(formSchema(replacementOrderSchema, replaceFields))(values);
    expect(values).toEqual({ locale: 'en-ca', consent: 'No' });
  });

  it('takes a seeded order with a date to come as the query fills it, and refuses a blank name', () => {
    for (const answer of answers.filter((one) => one.deliveryDate >= TODAY)) {
      const values = filled(answer, REPLACEMENT_FILL);
      expect(validReplace(values), `${answer.orderId}: ${JSON.stringify(validReplace.errors)}`).toBe(true);
      expect(validReplace({ ...values, firstName: '   ' })).toBe(false);
      expect(refusedFor(validReplace, 'firstName')).toEqual(['pattern']);
    }
  });

  it('refuses one character over each limit of 001 §2 and §9, and takes the limit itself', () => {
    const base = filled(answers[0] ?? {}, REPLACEMENT_FILL);
    const limits: Record<string, [string, number]> = {
      firstName: ['A', 50], lastName: ['A', 50], contactName: ['A', 50], contactNumber: ['2', 14], deliveryAddress: ['A', 150], apartmentNumber: ['A', 50],
      buzzerCode: ['A', 20], deliveryNotes: ['A', 200], cardMessage: ['A', 800],
    };
    for (const [field, [character, limit]] of Object.entries(limits)) {
      expect(validReplace({ ...base, [field]: character.repeat(limit) }), field).toBe(true);
      expect(validReplace({ ...base, [field]: character.repeat(limit + 1) }), field).toBe(false);
      expect(refusedFor(validReplace, field), field).toEqual(['maxLength']);
    }
    // Postal code: 7 with its space, valid at 6 (001 §9), 8 refused for its length.
    expect(validReplace({ ...base, postalCode: 'R2C 1A1' })).toBe(true);
    expect(validReplace({ ...base, postalCode: 'r2c1a1' })).toBe(true);
    expect(validReplace({ ...base, postalCode: 'R2C  1A1' })).toBe(false);
    expect(refusedFor(validReplace, 'postalCode')).toContain('maxLength');
  });

  it('sends only what POST /orders/replace takes: a field the payload has is no looser there', () => {
    const payload = replacementOrderSchema.properties as Readonly<Record<string, JsonSchemaObject>>;
    for (const [name, property] of Object.entries(sourceProperties(REPLACE, replacementOrderSchema))) {
      const wire = payload[name];
      // The date is picked yyyy-MM-dd and sent MM/DD/YYYY (`{deliveryDate|usDate}`, 001 §3): below.
      if (!wire || name === 'deliveryDate') continue;
      if (typeof wire.maxLength === 'number') expect(property.maxLength, name).toBeLessThanOrEqual(wire.maxLength);
      if (Array.isArray(wire.enum)) expect(wire.enum, name).toEqual(expect.arrayContaining(property.enum as unknown[]));
      if (typeof wire.pattern === 'string' && wire.pattern !== '\\S') expect(property.pattern, name).toBe(wire.pattern);
    }
    const picked = '2026-12-24';
    expect(validReplace({ ...filled(answers[0] ?? {}, REPLACEMENT_FILL), deliveryDate: picked })).toBe(true);
    expect(new RegExp(String(payload.deliveryDate?.pattern)).test(usDate(picked))).toBe(true);
  });
});

describe('both forms', () => {
  /** A property with a limit: a string's length or choices, a number's maximum, a list's length and items. */
  const unbounded = (property: JsonSchemaObject, path: string): string[] => {
    if (property.type === 'string') return property.maxLength !== undefined || property.enum !== undefined ? [] : [path];
    if (property.type === 'number' || property.type === 'integer') return property.maximum !== undefined ? [] : [path];
    if (property.type === 'boolean') return [];
    if (property.type === 'array') return [...(property.maxItems === undefined ? [path] : []), ...unbounded(property.items as JsonSchemaObject, `${path}[]`)];
    if (property.type === 'object') return Object.entries(property.properties as Record<string, JsonSchemaObject>).flatMap(([name, inner]) => unbounded(inner, `${path}.${name}`));
    return [path];
  };

  it.each([
    ['order', orderSchema, ADJUST],
    ['replacement-order', replacementOrderSchema, REPLACE],
  ] as const)('%s: bound every field, describe it, and compile strictly as the entity file holds it', (_name, entity, form) => {
    expect(Object.entries(sourceProperties(form, entity)).flatMap(([name, property]) => unbounded(property, name))).toEqual([]);
    for (const [name, property] of Object.entries(sourceProperties(form, entity))) expect(typeof property.description, name).toBe('string');
    // Compiles as the service's validator would; a blank form is the adjustment's (nothing required), not the replacement's.
    expect(entityValidator(entity, '#/$defs/form')({})).toBe(entity === orderSchema);
  });
});
