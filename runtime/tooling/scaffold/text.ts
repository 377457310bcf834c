/** Words written in capitals in headers and labels. */
const ACRONYMS = new Set(['id', 'sku', 'url', 'sms', 'pdf', 'api']);

/** A property name as a label: `town_name` → `Town Name`, `displayText` → `Display Text`, `region_id` → `Region ID`. */
export function titleCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The singular of a title, changing its last word only: `Warehouses` → `Warehouse`, `Postal Codes` → `Postal Code`. */
export function singular(title: string): string {
  return title.replace(/(\S+)$/, (word) => {
    if (/ies$/i.test(word) && word.length > 4) return word.slice(0, -3) + (word.endsWith('IES') ? 'Y' : 'y');
    if (/(ss|x|ch|sh|z)es$/i.test(word)) return word.slice(0, -2);
    if (/(ss|us|is)$/i.test(word)) return word;
    if (/s$/i.test(word) && word.length > 1) return word.slice(0, -1);
    return word;
  });
}

/** A menu group as a folder name: `Dev Corner` → `dev-corner`. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
