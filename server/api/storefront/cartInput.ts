import { unstorableText } from '../../db/text';

/** CartInput of the Storefront API (2025-01), as far as cartCreate reads it. */
export interface AttributeInput {
  key: string;
  value: string;
}
export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: readonly AttributeInput[] | null;
}
export interface CartBuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
}
export interface CartInput {
  lines?: readonly CartLineInput[] | null;
  discountCodes?: readonly string[] | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
}

/** A CartUserError: the input path at fault, the Storefront API's code and a sentence. */
export interface CartUserError {
  field: string[];
  code: 'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'LESS_THAN' | 'MAXIMUM_EXCEEDED' | 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';
  message: string;
}

/** A line as it will be checked against the catalogue: its variant's id, quantity and kept attributes. */
export interface RequestedLine {
  index: number;
  variantId: number;
  quantity: number;
  attributes: AttributeInput[];
}

/** Limits the reference cart keeps (the Storefront API's own are of the same order). */
export const CART_LIMITS = { lines: 250, quantity: 10_000, attributes: 100, key: 255, value: 5_000, codes: 25, code: 255, email: 254, phone: 30 } as const;

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,9})$/;

/** The variant id of a merchandise id (gid://shopify/ProductVariant/N), or undefined. */
export function variantIdOf(merchandiseId: string): number | undefined {
  const match = VARIANT_GID.exec(merchandiseId);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Attributes with a blank value dropped (001 §7 'non-blank attributes'), the others as sent. */
export function keptAttributes(attributes: readonly AttributeInput[]): AttributeInput[] {
  return attributes.filter((attribute) => attribute.value.trim() !== '');
}

function textProblem(text: string, max: number): string | undefined {
  return text.length > max ? `is longer than ${max} characters` : unstorableText(text);
}

/**
 * The lines of a cart input, or the user errors of its shape (before the catalogue is read):
 * too many lines, a quantity below 1 or too large, a merchandise id that is no variant's id,
 * attributes, discount codes or buyer identity too long or not storable. Each error's field is
 * its input path, as the Storefront API gives it (['input', 'lines', '0', 'quantity']).
 */
export function readCartInput(input: CartInput): { lines: RequestedLine[]; errors: CartUserError[] } {
  const errors: CartUserError[] = [];
  const given = input.lines ?? [];
  if (given.length > CART_LIMITS.lines) errors.push({ field: ['input', 'lines'], code: 'MAXIMUM_EXCEEDED', message: `A cart holds at most ${CART_LIMITS.lines} lines.` });
  const lines: RequestedLine[] = [];
  given.slice(0, CART_LIMITS.lines).forEach((line, index) => {
    const at = ['input', 'lines', String(index)];
    const quantity = line.quantity ?? 1;
    if (quantity < 1) errors.push({ field: [...at, 'quantity'], code: 'LESS_THAN', message: 'The quantity must be at least 1.' });
    else if (quantity > CART_LIMITS.quantity) errors.push({ field: [...at, 'quantity'], code: 'MAXIMUM_EXCEEDED', message: `The quantity must be at most ${CART_LIMITS.quantity}.` });
    const variantId = variantIdOf(line.merchandiseId);
    if (variantId === undefined) errors.push({ field: [...at, 'merchandiseId'], code: 'INVALID_MERCHANDISE_LINE', message: `The merchandise with id ${line.merchandiseId.slice(0, 100)} does not exist.` });
    const attributes = line.attributes ?? [];
    if (attributes.length > CART_LIMITS.attributes) errors.push({ field: [...at, 'attributes'], code: 'MAXIMUM_EXCEEDED', message: `A line holds at most ${CART_LIMITS.attributes} attributes.` });
    attributes.slice(0, CART_LIMITS.attributes).forEach((attribute, position) => {
      const where = [...at, 'attributes', String(position)];
      const keyProblem = textProblem(attribute.key, CART_LIMITS.key) ?? (attribute.key.trim() === '' ? 'is blank' : undefined);
      if (keyProblem) errors.push({ field: [...where, 'key'], code: 'INVALID', message: `The attribute key ${keyProblem}.` });
      const valueProblem = textProblem(attribute.value, CART_LIMITS.value);
      if (valueProblem) errors.push({ field: [...where, 'value'], code: 'INVALID', message: `The attribute value ${valueProblem}.` });
    });
    if (variantId !== undefined) lines.push({ index, variantId, quantity, attributes: keptAttributes(attributes) });
  });
  const codes = input.discountCodes ?? [];
  if (codes.length > CART_LIMITS.codes) errors.push({ field: ['input', 'discountCodes'], code: 'MAXIMUM_EXCEEDED', message: `A cart holds at most ${CART_LIMITS.codes} discount codes.` });
  codes.forEach((code, index) => {
    const problem = textProblem(code, CART_LIMITS.code);
    if (problem) errors.push({ field: ['input', 'discountCodes', String(index)], code: 'INVALID', message: `The discount code ${problem}.` });
  });
  const buyer = input.buyerIdentity ?? {};
  for (const [name, max] of [['email', CART_LIMITS.email], ['phone', CART_LIMITS.phone], ['countryCode', 2]] as const) {
    const value = buyer[name];
    const problem = value === null || value === undefined ? undefined : textProblem(value, max);
    if (problem) errors.push({ field: ['input', 'buyerIdentity', name], code: 'INVALID', message: `The buyer's ${name} ${problem}.` });
  }
  return { lines, errors };
}

/** Cents of a stored price ('65.00', '12.5'). */
export function centsOf(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!match) throw new Error(`Not a stored price: ${price}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A cents amount as the database writes a price ('130.00'). */
export function priceOfCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
