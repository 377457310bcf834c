import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import { ALL_REGIONS } from '../../../db/seed/catalogue';
import type { ProductCreation, ProductCreationAnswer } from '../../../../runtime/generated/entities';
import creationSchema from '../../../../schemas/entities/product-creation.schema.json' with { type: 'json' };
import type { ApiVariables } from '../../auth';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { findProduct, variantsOf, type ProductRow, type VariantRow } from '../../storefront/catalogue';
import { sqlState, trimFields, UNIQUE_VIOLATION, validBody } from '../http';
import { auditedWrite } from '../writes';
import { copiedSkus, copiedTags, copiedTitle, freeHandle, LARGEST_CATALOGUE_ID, shopHandle, templateIdOf, templateTypesFor } from './productCopy';

/** 001 §8, verbatim. */
export const CREATION_SUCCESS = 'Success: Request was successful and products are being created. Please check the products in Shopify.';
const INVALID = 'Error: Something went wrong with creating the products.';

export const CREATE_PATH = '/inventory/product/create';

interface Plan {
  week: string;
  handle: string;
  skus: string[];
}

/**
 * POST /inventory/product/create (001 §3 Product creation request, §5, §7, §8): products copied
 * from a template product of the storefront catalogue, one per week code (regions become tags
 * of each product, not products of their own). Answers 200 `{ message, created, skipped }`.
 *
 * Decisions where 001 is silent (see productCopy.ts for the copy itself):
 * - 001 §5's hints are not enforced. prodTemplateId is the product's numeric id (any length:
 *   Shopify's are 13 digits), its global id, or the product's address ending in /products/<id>;
 *   text holding no id, an id naming no product, or one whose shop type does not fit productType,
 *   is a 400 naming prodTemplateId. The handle (up to 50 characters) is made the shop's way
 *   (shopHandle: lower case, hyphens for spaces and underscores); one with no letter or digit is a
 *   400 naming handle. Each product's handle is `<handle>-<week>`; taken by a product this
 *   tool did not make for that handle and week, it gets `-1`, `-2` … (the FAQ's number suffix).
 * - A (handle, week) made before is skipped, not made twice (the FAQ: resubmit after a time-out).
 * - SKUs are unique in the shop: a SKU already used (or used twice by the request, as several
 *   weeks without addWeekToSKU would) is a 400 naming addWeekToSKU, and nothing is made.
 * - The language header (en-CA by default, common.ts) is taken; messages are in English.
 * - requireShipping is recorded with the product (product_creation); the storefront does not show it.
 */
export function registerProductCreation(app: ApiApp, db: Database): void {
  const validate = describeRoute<ProductCreation>(app, 'POST', CREATE_PATH, { body: creationSchema, success: 200 }).body;
  app.post(CREATE_PATH, async (c) => {
    const body = await validBody(c, validate, INVALID, (raw) => trimFields(raw, ['prodTemplateId', 'handle']));
    if (!body.ok) return body.response;
    const handle = shopHandle(body.value.handle);
    if (handle === '') return jsonError(c, 400, INVALID, { handle: 'has no letter or digit: give the template\'s URL handle, e.g. winter-whites' });
    const request = { ...body.value, handle };
    const templateId = templateIdOf(request.prodTemplateId);
    if (templateId === undefined) return jsonError(c, 400, INVALID, { prodTemplateId: 'holds no product id: give the number at the end of the template product\'s URL' });
    const template = templateId > LARGEST_CATALOGUE_ID ? null : await findProduct(db, { id: templateId });
    if (!template) return jsonError(c, 400, INVALID, { prodTemplateId: `is not a product of the shop (no product ${templateId})` });
    const fitting = templateTypesFor(request.productType);
    if (!fitting.includes(template.product_type)) {
      return jsonError(c, 400, INVALID, { prodTemplateId: `is a ${template.product_type} product; ${request.productType} needs a template of type ${fitting.join(' or ')}` });
    }
    const variants = (await variantsOf(db, [template.id])).get(template.id) ?? [];
    return createAll(c, db, template, variants, request);
  });
}

/** Makes the products in one audited transaction; when a concurrent twin of the request wins the race, this one is a 409. */
async function createAll(c: Context<{ Variables: ApiVariables }>, db: Database, template: ProductRow, variants: readonly VariantRow[], request: ProductCreation): Promise<Response> {
  try {
    return await auditedWrite(c, db, async (tx) => {
      const created: string[] = [];
      const skipped: string[] = [];
      const plans: Plan[] = [];
      const usedSkus = new Set<string>();
      for (const week of request.weekCodes) {
        const made = await madeBefore(tx, request.handle, week);
        if (made !== undefined) {
          skipped.push(made);
          continue;
        }
        const skus = copiedSkus(request.handle, variants.map((variant) => variant.sku), week, request.addWeekToSKU ?? false);
        const clash = skus.find((sku) => usedSkus.has(sku)) ?? (await takenSku(tx, skus));
        if (clash !== undefined) {
          const advice = request.addWeekToSKU ? 'choose another handle' : 'add the week to the SKU or choose another handle';
          return jsonError(c, 400, INVALID, { addWeekToSKU: `SKU ${clash} is already used by another product: ${advice}` });
        }
        for (const sku of skus) usedSkus.add(sku);
        const taken = await takenHandles(tx, `${request.handle}-${week}`);
        plans.push({ week, handle: freeHandle(`${request.handle}-${week}`, (handle) => taken.has(handle)), skus });
      }
      for (const plan of plans) {
        await createProduct(tx, template, variants, request, plan);
        created.push(plan.handle);
      }
      const parts = [created.length > 0 ? `Created: ${created.join(', ')}.` : '', skipped.length > 0 ? `Skipped (made before): ${skipped.join(', ')}.` : ''];
      const answer: ProductCreationAnswer = { message: [CREATION_SUCCESS, ...parts].filter((part) => part !== '').join(' '), created, skipped };
      return c.json(answer, 200);
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    return jsonError(c, 409, `${INVALID} Another request made products with this handle or these SKUs at the same time: submit again to skip what it made.`);
  }
}

/** The handle of the product made before for this handle and week, if it still exists. */
async function madeBefore(tx: Queryable, handle: string, week: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ handle: string }>(
    `select p.handle from product_creation pc join storefront_product p on p.id = pc.product_id
      where pc.handle = $1 and pc.week_code = $2 for update of pc`,
    [handle, week],
  );
  return rows[0]?.handle;
}

/** The first of the SKUs some product already uses. */
async function takenSku(tx: Queryable, skus: readonly string[]): Promise<string | undefined> {
  const { rows } = await tx.query<{ sku: string }>('select sku from storefront_variant where sku = any($1::text[]) order by sku limit 1', [skus]);
  return rows[0]?.sku;
}

/** The handles in use that start with `base` (the base and its numbered variants). */
async function takenHandles(tx: Queryable, base: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ handle: string }>(`select handle from storefront_product where handle = $1 or handle ~ ('^' || $1 || '-[0-9]+$')`, [base]);
  return new Set(rows.map((row) => row.handle));
}

async function createProduct(tx: Queryable, template: ProductRow, variants: readonly VariantRow[], request: ProductCreation, plan: Plan): Promise<void> {
  const tags = copiedTags(template.tags, ALL_REGIONS, request.extraTags ?? [], request.regions, plan.week);
  const { rows } = await tx.query<{ id: number }>(
    `insert into storefront_product (handle, title, description, product_type, tags, image_url)
     values ($1, $2, $3, $4, $5::text[], $6) returning id`,
    [plan.handle, copiedTitle(template.title, plan.week), template.description, template.product_type, tags, template.image_url],
  );
  const productId = rows[0]?.id;
  if (productId === undefined) throw new Error(`product ${plan.handle} was not written`);
  for (const [index, variant] of variants.entries()) {
    const quantity = request.quantityPerVariant ?? variant.quantity_available;
    await tx.query(
      `insert into storefront_variant (product_id, position, title, sku, price, compare_at_price, quantity_available, available_for_sale, image_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [productId, index + 1, variant.title, plan.skus[index], variant.price, variant.compare_at_price, quantity, quantity > 0, request.addVariantPictures ? variant.image_url : null],
    );
  }
  await tx.query(
    `insert into product_creation (handle, week_code, product_id, template_id, product_type, requires_shipping) values ($1, $2, $3, $4, $5, $6)`,
    [request.handle, plan.week, productId, template.id, request.productType, request.requireShipping ?? false],
  );
}
