import { describe, expect, it } from 'vitest';
import checkoutSchema from '../../schemas/entities/checkout-record.schema.json';
import replacementSchema from '../../schemas/entities/replacement-order.schema.json';
import { CART_LIMITS } from '../../server/api/storefront/cartInput';
import { bodyValidator } from '../../server/api/validate';

const { cartForm, lineAttributes } = checkoutSchema.$defs;
const replacementForm = replacementSchema.$defs.form;
const withDefs = (schema: object) => ({ ...schema, $defs: checkoutSchema.$defs });
const validCart = bodyValidator<unknown>(withDefs(checkoutSchema.$defs.cart));
const validAttributes = bodyValidator<unknown>(withDefs(lineAttributes));

/** The cart form's names for the replacement form's fields it renames (the shared order editor's). */
const RENAMED: Readonly<Record<string, string>> = { lang: 'locale', cname: 'contactName', phone: 'contactNumber', address: 'deliveryAddress', message: 'cardMessage' };
const limits = (field: object) => Object.fromEntries(Object.entries(field).filter(([key]) => key !== 'description' && key !== 'default'));

describe('checkout-record.schema.json: the cart form, the kept cart and the line attributes', () => {
  it("holds the cart form's fields to the replacement form's limits, under the editor's names, without the replacement's own", () => {
    const fields = Object.entries(cartForm.properties).filter(([name]) => name !== 'sameAddress');
    for (const [name, field] of fields) {
      const source = (replacementForm.properties as Readonly<Record<string, object>>)[RENAMED[name] ?? name];
      expect(source, name).toBeDefined();
      expect(limits(field), name).toEqual(limits(source ?? {}));
    }
    for (const dropped of ['senderEmail', 'note', 'noteToOriginalOrder', 'originalOrder', 'locale', 'contactNumber']) expect(cartForm.properties).not.toHaveProperty(dropped);
    expect(cartForm.required).toEqual(replacementForm.required.map((name) => Object.entries(RENAMED).find(([, old]) => old === name)?.[0] ?? name));
  });

  it("defaults consent to Yes in checkout (001 §9), typed as the replacement's", () => {
    expect(cartForm.properties.consent).toMatchObject({ type: 'string', enum: ['Yes', 'No'], default: 'Yes' });
    expect(replacementForm.properties.consent.default).toBe('No');
  });

  it('still takes carts saved earlier: a rate item in deliveryRate, older names, no field required', () => {
    const older = { firstName: 'Ana', deliveryRateObj: { title: 'Anytime', price: 12 }, bouquetObj: { title: 'Sunny Days' }, addonsObj: [{ title: 'Teddy Bear', price: '20.00', quantity: '2' }] };
    expect(validCart(older).ok).toBe(true);
    expect(validCart({ deliveryRate: { value: 'Anytime (9am - 5pm)', id: 'gid://shopify/ProductVariant/1', sku: 'DELIVERY', price: 12 } }).ok).toBe(true);
    expect(validCart({}).ok).toBe(true);
  });

  it("holds a kept cart's fields and chosen items to their limits", () => {
    expect(validCart({ phone: '1'.repeat(15) })).toEqual({ ok: false, fields: { phone: 'must NOT have more than 14 characters' } });
    expect(validCart({ message: 'm'.repeat(801) }).ok).toBe(false);
    expect(validCart({ bouquetSizeItem: { value: 'Deluxe', id: 'g', sku: 's' } }).ok).toBe(false);
    expect(validCart({ vaseItem: { value: 'Clear Vase', id: 'g', sku: 's', price: -1 } }).ok).toBe(false);
    expect(validCart({ deliveryRateBackup: { value: 'Anytime', id: '', sku: '', price: 12, extra: 1 } }).ok).toBe(false);
  });

  it("names every checkout line attribute of 001 §3, the storefront's value limit on each, and no other", () => {
    const names = Object.keys(lineAttributes.properties);
    expect(names).toHaveLength(36);
    expect(names.slice(0, 18)).toEqual(['Card Type', 'Message', 'First Name', 'Last Name', 'Contact Name', 'Address Type', 'Address', 'Province', 'City', 'Apartment Number', 'Postal Code', 'Shipping-Method', 'Delivery Notes', 'Buzzer Code', 'Recipient Phone Number', 'Delivery Date', 'SKU', 'Delivery Type']);
    expect(names.slice(18).every((name) => name.startsWith('_'))).toBe(true);
    for (const attribute of Object.values(lineAttributes.properties)) expect(attribute.maxLength).toBe(CART_LIMITS.value);
    expect(validAttributes({ '_website_version': 'callia 2.0', SKU: 'X' }).ok).toBe(true);
    expect(validAttributes({ 'Gift Note': 'x' })).toEqual({ ok: false, fields: { 'Gift Note': 'is not allowed' } });
  });
});
