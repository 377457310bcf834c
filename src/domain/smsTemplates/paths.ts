/**
 * Paths of delivery SMS templates (002 §5 SMS template save): a template type's path layout
 * (`pathTags`, its segments in order) made into one path per day group (version) and locale.
 * The segment `lang_type` becomes the locale, `day_of_week` the version's days; any other segment
 * (consent, location_type, temp_type, eta_type, driver_type, or a word of the type) is written as
 * it stands. Segments are joined by '/'.
 */

/** Versions: 1 = Monday to Wednesday, 2 = Thursday to Friday, 3 = Saturday to Sunday. */
export const SMS_TEMPLATE_DAYS: Readonly<Record<number, string>> = { 1: 'MON-WED', 2: 'THU-FRI', 3: 'SAT-SUN' };

/** Languages: 1 English (paths for both CA-EN and EN-US), 2 French (CA-FR only). */
export const SMS_TEMPLATE_LOCALES: Readonly<Record<number, readonly string[]>> = { 1: ['CA-EN', 'EN-US'], 2: ['CA-FR'] };

/** One generated path with the language and version it is for. */
export interface SmsTemplatePath {
  path: string;
  templateLang: number;
  templateVersion: number;
}

/** The known choices among `values` (numbers or their text), each once, in ascending order. */
function chosen(values: unknown, known: Readonly<Record<number, unknown>>): number[] {
  const list = Array.isArray(values) ? values : values === undefined || values === null || values === '' ? [] : [values];
  const numbers = list.map((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)).filter((value): value is number => typeof value === 'number' && Object.hasOwn(known, value));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The layout's segments: a list of texts, or one text of segments separated by '/' or ','. */
export function layoutSegments(layout: unknown): string[] {
  const parts = Array.isArray(layout) ? layout : typeof layout === 'string' ? layout.split(/[/,]/) : [];
  return parts.filter((part): part is string => typeof part === 'string').map((part) => part.trim()).filter((part) => part !== '');
}

/** The path of one locale and version on a layout. */
export function smsTemplatePath(layout: unknown, locale: string, version: number): string {
  const days = SMS_TEMPLATE_DAYS[version] ?? '';
  return layoutSegments(layout)
    .map((segment) => (segment === 'lang_type' ? locale : segment === 'day_of_week' ? days : segment))
    .join('/');
}

/**
 * Every path a create makes: for each chosen version (ascending), each chosen language's locales
 * (English: CA-EN then EN-US; French: CA-FR). Versions {1, 3} × {English, French} give 6 paths.
 * Nothing when the layout, the versions or the languages are empty.
 */
export function smsTemplatePaths(layout: unknown, versions: unknown, languages: unknown): SmsTemplatePath[] {
  if (layoutSegments(layout).length === 0) return [];
  const langs = chosen(languages, SMS_TEMPLATE_LOCALES);
  return chosen(versions, SMS_TEMPLATE_DAYS).flatMap((version) =>
    langs.flatMap((lang) => (SMS_TEMPLATE_LOCALES[lang] ?? []).map((locale) => ({ path: smsTemplatePath(layout, locale, version), templateLang: lang, templateVersion: version }))),
  );
}
