import type { ProductCreation } from '../../../../runtime/generated/entities';

/**
 * How product creation (001 §5) copies a template product: pure rules, no database.
 * - Each week code makes one product, handle `<handle>-<week>`; a handle already taken by another
 *   product gets the shop's number suffix (`-1`, `-2` …).
 * - Tags: the template's own tags without its region codes and week tags (`3225`, `not-3225`),
 *   then the extra tags, the regions asked for and the week; each once (case-insensitive).
 * - SKUs: the handle in capitals; a template with several variants adds each variant's size code
 *   (the last part of the template SKU: S, DX, GRD); `-<week>` at the end with addWeekToSKU.
 */

/** 001 §3 'Product types with suggested tag sets' (the entity's enum). */
export type CreationType = ProductCreation['productType'];

const BOUQUETS = ['Flowers', 'Bundle', 'Curated_Bundle'];

/** The shop product types (0051_storefront_catalogue.sql) a template of each creation type may have. */
export function templateTypesFor(type: CreationType): readonly string[] {
  if (type.startsWith('Flowers')) return ['Flowers'];
  if (type.startsWith('Gift-set')) return ['Bundle', 'Curated_Bundle'];
  if (type === 'Subscription') return BOUQUETS;
  if (type.startsWith('Vase')) return ['Vase'];
  return ['Gift-adds'];
}

/**
 * The numeric product id staff give (001 §5: 'the template id is in the product URL', a hint, not
 * enforced): '12', Shopify's 13 digits '8012345678901', 'gid://shopify/Product/12', or the
 * product's address ('https://admin.shopify.com/store/acme/products/8012345678901?variant=1',
 * '…/products/12/'); undefined when the text holds no such id. Ids are positive 64-bit numbers
 * (at most 19 digits), read exactly up to 2^53.
 */
export function templateIdOf(text: string): number | undefined {
  const typed = text.trim();
  const match = /^(?:gid:\/\/shopify\/Product\/)?([0-9]{1,19})$/.exec(typed) ?? /^https?:\/\/[^\s?#]*\/products\/([0-9]{1,19})\/?(?:[?#]\S*)?$/i.exec(typed);
  const id = match?.[1] === undefined ? 0 : Number(match[1]);
  return id >= 1 ? id : undefined;
}

/** The largest id the catalogue's products can have (a PostgreSQL integer); a larger id names none of them. */
export const LARGEST_CATALOGUE_ID = 2_147_483_647;

/**
 * A handle made the shop's way (001 §5's hints are not enforced): lower case, each run of
 * characters other than letters and digits one hyphen, none at either end ('Winter_Whites 2' →
 * 'winter-whites-2'); '' when nothing is left.
 */
export function shopHandle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const WEEK_TAG = /^(not-)?[0-9]{4}$/i;

/** The tags of a product made for `week` (see the file's comment). */
export function copiedTags(templateTags: readonly string[], allRegions: readonly string[], extraTags: readonly string[], regions: readonly string[], week: string): string[] {
  const isRegion = new Set(allRegions.map((code) => code.toLowerCase()));
  const own = templateTags.filter((tag) => !isRegion.has(tag.toLowerCase()) && !WEEK_TAG.test(tag));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of [...own, ...extraTags.map((extra) => extra.trim()), ...regions, week]) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The handle a product gets: `base` when free, else `base-1`, `base-2` … (the shop's way). */
export function freeHandle(base: string, taken: (handle: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 1; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The size code of each template variant (last part of its SKU), or its position when those repeat. */
function sizeCodes(templateSkus: readonly string[]): string[] {
  const codes = templateSkus.map((sku) => (/([A-Za-z0-9]{1,10})$/.exec(sku.trim())?.[1] ?? '').toUpperCase());
  const distinct = new Set(codes).size === codes.length && codes.every((code) => code !== '');
  return distinct ? codes : templateSkus.map((_, index) => String(index + 1));
}

/** The SKUs of a product made from a template with these variant SKUs (see the file's comment). */
export function copiedSkus(handle: string, templateSkus: readonly string[], week: string, addWeekToSku: boolean): string[] {
  const base = handle.toUpperCase();
  const suffix = addWeekToSku ? `-${week}` : '';
  if (templateSkus.length <= 1) return templateSkus.map(() => `${base}${suffix}`);
  return sizeCodes(templateSkus).map((code) => `${base}-${code}${suffix}`);
}

/** The title of a product made for `week`: the template's, with the week ('Sunny Days (4826)'). */
export function copiedTitle(templateTitle: string, week: string): string {
  const title = `${templateTitle} (${week})`;
  return title.length <= 255 ? title : `${templateTitle.slice(0, 255 - week.length - 3)} (${week})`;
}
