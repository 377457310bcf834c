/** Vase titles an order may carry for a product the shop titles otherwise (001 §9), by lower-case title. */
const VASE_ALIASES: Readonly<Record<string, string>> = { 'contemporary vase': 'Contemporary Modern' };

/**
 * 'Contemporary Vase' → 'Contemporary Modern' (001 §9 'Vase alias'), in any case and spacing
 * around it; any other title trimmed and otherwise as it is. Also the template filter `vaseTitle`,
 * so an order's vase fills a select whose options are the shop's titles; a value that is not text
 * is kept as it is.
 */
export function vaseTitle(title: string): string {
  const trimmed = title.trim();
  return VASE_ALIASES[trimmed.toLowerCase()] ?? trimmed;
}

/** The filter form of `vaseTitle`: text through the alias, anything else kept. */
export function vaseTitleFilter(value: unknown): unknown {
  return typeof value === 'string' ? vaseTitle(value) : value;
}
