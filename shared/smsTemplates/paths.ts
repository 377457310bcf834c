import { isList } from '../isList';
/**
 * Paths of delivery SMS templates (002 §5 SMS template save): a template type's path layout
 * (`pathTags`, its segments in order) made into one path per day group (version) and locale.
 * The segment `lang_type` becomes the locale, `day_of_week` the version's days, and each choice
 * slot (consent, driver_type, eta_type, temp_type, location_type) the value chosen for it in the
 * form; any other segment (a word of the type, such as `OTW`) is written as it stands. Segments are
 * joined by '/'. A layout whose slot has no choice makes no path (never the slot's name).
 */

/** Versions: 1 = Monday to Wednesday, 2 = Thursday to Friday, 3 = Saturday to Sunday. */
export const SMS_TEMPLATE_DAYS: Readonly<Record<number, string>> = { 1: 'MON-WED', 2: 'THU-FRI', 3: 'SAT-SUN' };

/** Languages: 1 English (paths for both CA-EN and EN-US), 2 French (CA-FR only). */
export const SMS_TEMPLATE_LOCALES: Readonly<Record<number, readonly string[]>> = { 1: ['CA-EN', 'EN-US'], 2: ['CA-FR'] };

/**
 * The choice slots of the layouts (002 §5 names them; their values are not given there, decided
 * here and offered by the form with the same values): the recipient's SMS consent, who delivers,
 * how the arrival compares with the window, the weather of the care tips and where the delivery
 * was left.
 */
export const SMS_TEMPLATE_SLOTS = {
  consent: ['consent', 'noconsent'],
  driver_type: ['driver', 'courier'],
  eta_type: ['early', 'ontime', 'late'],
  temp_type: ['hot', 'cold', 'mild'],
  location_type: ['residential', 'business'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type SmsTemplateSlot = keyof typeof SMS_TEMPLATE_SLOTS;

/** The value chosen for each slot of a layout, by slot name. */
export type SmsTemplateSlotChoices = Readonly<Partial<Record<string, unknown>>>;

function isSlot(segment: string): segment is SmsTemplateSlot {
  return Object.hasOwn(SMS_TEMPLATE_SLOTS, segment);
}

/** The slot's chosen value when it is one of its values, else undefined. */
function slotValue(slot: SmsTemplateSlot, choices: SmsTemplateSlotChoices): string | undefined {
  const value = choices[slot];
  return typeof value === 'string' && (SMS_TEMPLATE_SLOTS[slot] as readonly string[]).includes(value) ? value : undefined;
}

/** The choice slots a layout holds, in its order. */
export function layoutSlots(layout: unknown): SmsTemplateSlot[] {
  return layoutSegments(layout).filter(isSlot);
}

/** Every way of filling a layout's slots (one empty choice for a layout without slots). */
export function slotCombinations(layout: unknown): Record<string, string>[] {
  return layoutSlots(layout).reduce<Record<string, string>[]>(
    (combos, slot) => combos.flatMap((combo) => SMS_TEMPLATE_SLOTS[slot].map((value) => ({ ...combo, [slot]: value }))),
    [{}],
  );
}

/** One generated path with the language and version it is for. */
export interface SmsTemplatePath {
  path: string;
  templateLang: number;
  templateVersion: number;
}

/** The known choices among `values` (numbers or their text), each once, in ascending order. */
function chosen(values: unknown, known: Readonly<Record<number, unknown>>): number[] {
  const list = isList(values) ? values : values === undefined || values === null || values === '' ? [] : [values];
  const numbers = list.map((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)).filter((value): value is number => typeof value === 'number' && Object.hasOwn(known, value));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The layout's segments: a list of texts, or one text of segments separated by '/' or ','. */
export function layoutSegments(layout: unknown): string[] {
  const parts = Array.isArray(layout) ? layout : typeof layout === 'string' ? layout.split(/[/,]/) : [];
  return parts.filter((part): part is string => typeof part === 'string').map((part) => part.trim()).filter((part) => part !== '');
}

/** The path of one locale and version on a layout, its slots filled from `choices`; undefined when a slot has no (known) choice. */
export function smsTemplatePath(layout: unknown, locale: string, version: number, choices: SmsTemplateSlotChoices = {}): string | undefined {
  const days = SMS_TEMPLATE_DAYS[version] ?? '';
  const segments = layoutSegments(layout).map((segment) => (segment === 'lang_type' ? locale : segment === 'day_of_week' ? days : isSlot(segment) ? slotValue(segment, choices) : segment));
  return segments.every((segment): segment is string => segment !== undefined) ? segments.join('/') : undefined;
}

/**
 * Every path a create makes: for each chosen version (ascending), each chosen language's locales
 * (English: CA-EN then EN-US; French: CA-FR), the slots filled from `choices`. Versions {1, 3} ×
 * {English, French} give 6 paths. Nothing when the layout, the versions or the languages are
 * empty, or a slot of the layout has no choice.
 */
export function smsTemplatePaths(layout: unknown, versions: unknown, languages: unknown, choices: SmsTemplateSlotChoices = {}): SmsTemplatePath[] {
  if (layoutSegments(layout).length === 0) return [];
  const langs = chosen(languages, SMS_TEMPLATE_LOCALES);
  return chosen(versions, SMS_TEMPLATE_DAYS).flatMap((version) =>
    langs.flatMap((lang) =>
      (SMS_TEMPLATE_LOCALES[lang] ?? []).flatMap((locale) => {
        const path = smsTemplatePath(layout, locale, version, choices);
        return path === undefined ? [] : [{ path, templateLang: lang, templateVersion: version }];
      }),
    ),
  );
}

/** Every path a layout can make: all versions, languages and slot values (what a service accepts for the type). */
export function allSmsTemplatePaths(layout: unknown): SmsTemplatePath[] {
  return slotCombinations(layout).flatMap((choices) => smsTemplatePaths(layout, [1, 2, 3], [1, 2], choices));
}
