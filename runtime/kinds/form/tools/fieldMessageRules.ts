import type { Widget } from '../../../generated/screen';
import { WORDED_FORMATS } from '../constraintMessages.ts';
import { sendsFile, widgetParts, widgetPartsOf } from '../widgets/registry.ts';
import type { Report } from '../../../tooling/toolTypes.ts';
import { esc } from '../../../tooling/jsonPointer.ts';

/** What the rule reads of a form field (page, grid and sub-table forms alike). */
interface MessagedField {
  name: string;
  ui?: Widget;
  messages?: Record<string, string | undefined>;
  required?: boolean;
  check?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The constraints of a field the runtime cannot put in words from the label and the limit
 * (runtime/kinds/form/constraintMessages.ts), each needing the definition's message: a `pattern`
 * (an expression is no sentence) unless the widget makes the one form it asks (a date, a time),
 * and a `format` the runtime does not word; the property's own or its list entries'.
 */
export function unwordedConstraints(field: MessagedField, property: unknown): Array<{ keyword: 'pattern' | 'format'; detail: string }> {
  if (!isObject(property)) return [];
  const found: Array<{ keyword: 'pattern' | 'format'; detail: string }> = [];
  const widgetWords = field.ui === undefined ? undefined : widgetPartsOf(field.ui.widget).valueForm(field.ui);
  const sites: ReadonlyArray<readonly [schema: unknown, whose: string]> = [
    [property, ''],
    [property.items, 'each entry: '],
  ];
  for (const [schema, whose] of sites) {
    if (!isObject(schema)) continue;
    if (typeof schema.pattern === 'string' && widgetWords === undefined) found.push({ keyword: 'pattern', detail: `${whose}${schema.pattern}` });
    if (typeof schema.format === 'string' && !Object.hasOwn(WORDED_FORMATS, schema.format)) found.push({ keyword: 'format', detail: `${whose}${schema.format}` });
  }
  return found;
}

/** The keywords of the property's own schema a message can word (a JSON Schema limit), by keyword. */
const SCHEMA_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'enum', 'const', 'minItems', 'maxItems', 'uniqueItems'] as const;

/** Keywords the console itself refuses a value by: a blank field, its date and domain rules, a file widget's limits. */
const CONSOLE_KEYWORDS = ['required', 'type', 'notBefore', 'rule', 'check', 'accept', 'maxBytes'] as const;

/** Keywords a widget's view or refusal says (an add-on picker's `addNone`), with the widgets saying each. */
const WIDGET_KEYWORDS: ReadonlyMap<string, readonly string[]> = Object.entries(widgetParts).reduce((known, [name, parts]) => {
  for (const keyword of parts.messageKeywords) known.set(keyword, [...(known.get(keyword) ?? []), name]);
  return known;
}, new Map<string, string[]>());

const KNOWN_KEYWORDS: ReadonlySet<string> = new Set([...SCHEMA_KEYWORDS, ...CONSOLE_KEYWORDS, ...WIDGET_KEYWORDS.keys()]);

/**
 * Why a field's message for `keyword` is never shown, if it is not: a keyword no validator says
 * (a misspelt `requied`), a file limit on a field without a file widget, `check` without a check,
 * `required` on a field marked optional, or a limit its property does not carry.
 */
function unshownMessage(field: MessagedField, keyword: string, property: unknown): string | undefined {
  if (!KNOWN_KEYWORDS.has(keyword)) return `no constraint is called "${keyword}" (a field's messages are by keyword: ${[...KNOWN_KEYWORDS].join(', ')})`;
  if ((keyword === 'accept' || keyword === 'maxBytes') && !sendsFile(field.ui)) return `only a file widget refuses a file by "${keyword}"`;
  const sayers = WIDGET_KEYWORDS.get(keyword);
  if (sayers !== undefined && (field.ui === undefined || !sayers.includes(field.ui.widget))) return `only the ${sayers.join(' or ')} widget says "${keyword}"`;
  if (keyword === 'check' && field.check === undefined) return 'the field names no "check"';
  if (keyword === 'required' && field.required === false) return 'the field is not required ("required": false)';
  if ((SCHEMA_KEYWORDS as readonly string[]).includes(keyword) && isObject(property)) {
    const carried = [property, property.items].some((schema) => isObject(schema) && Object.hasOwn(schema, keyword));
    if (!carried) return `its property carries no "${keyword}"`;
  }
  return undefined;
}

/** Reports each message of a field that is never shown (see `unshownMessage`). */
export function checkMessageKeywords(pointer: string, field: MessagedField, property: unknown, report: Report): void {
  for (const keyword of Object.keys(field.messages ?? {})) {
    const why = unshownMessage(field, keyword, property);
    if (why) report(`${pointer}/messages/${esc(keyword)}`, `field "${field.name}": message "${keyword}" is never shown: ${why}`, 'form.field.message-never-shown');
  }
}

/**
 * Reports each field carrying a constraint that needs the definition's message and has none (see
 * `unwordedConstraints`), and each message that is never shown (see `checkMessageKeywords`).
 */
export function checkConstraintMessages(pointer: string, field: MessagedField, property: unknown, report: Report): void {
  checkMessageKeywords(pointer, field, property, report);
  for (const { keyword, detail } of unwordedConstraints(field, property)) {
    if (field.messages?.[keyword] !== undefined) continue;
    report(
      pointer,
      `field "${field.name}" carries a ${keyword} (${detail}) that cannot be put in words from its label and a limit: give its message ("messages": { "${keyword}": "…" })`,
      'form.field.constraint-message',
      `"messages": { "${keyword}": "…" }`,
    );
  }
}

/**
 * The messages a scaffolded field needs for what the runtime cannot word (see `unwordedConstraints`):
 * a placeholder saying only what is true, to replace with the specification's words.
 */
export function scaffoldConstraintMessages(name: string, label: string, property: unknown): Record<string, string> | undefined {
  const needed = unwordedConstraints({ name }, property);
  if (needed.length === 0) return undefined;
  return Object.fromEntries(needed.map(({ keyword }) => [keyword, `${label} is not in the expected form.`]));
}
