/**
 * The options of the catalogue's products, as Shopify models them: a product without options has
 * one variant, 'Default Title', whose one option is Title; a bouquet's variants are its sizes
 * (001 §9: Standard, Deluxe, Grand), the option Size. The catalogue stores only the variant
 * titles, so the option is read from them.
 */

/** The title Shopify gives the one variant of a product without options (001 §3). */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

/** The option a Default Title variant stands for, and the option a bouquet's sizes are. */
const TITLE_OPTION = 'Title';
const SIZE_OPTION = 'Size';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface ProductOption {
  name: string;
  /** Its values in the order of the variants, each once. */
  values: string[];
}

/** The option a variant's title selects: `{ Title: Default Title }`, else `{ Size: <title> }`. */
export function selectedOptionsOf(variantTitle: string): SelectedOption[] {
  return [{ name: variantTitle === DEFAULT_VARIANT_TITLE ? TITLE_OPTION : SIZE_OPTION, value: variantTitle }];
}

/** A product's options over its variants' titles, in their order: one option, each value once; none without variants. */
export function productOptionsOf(variantTitles: readonly string[]): ProductOption[] {
  const [first] = variantTitles;
  if (first === undefined) return [];
  const name = selectedOptionsOf(first)[0]?.name ?? SIZE_OPTION;
  return [{ name, values: [...new Set(variantTitles)] }];
}
