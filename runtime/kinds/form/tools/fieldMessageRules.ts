import type { Widget } from '../../../generated/screen';
import { WORDED_FORMATS } from '../constraintMessages.ts';
import { widgetPartsOf } from '../widgets/registry.ts';
import type { Report } from '../../../tooling/toolTypes.ts';

/** What the rule reads of a form field (page, grid and sub-table forms alike). */
interface MessagedField {
  name: string;
  ui?: Widget;
  messages?: Record<string, string | undefined>;
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

/** Reports each field carrying a constraint that needs the definition's message and has none (see `unwordedConstraints`). */
export function checkConstraintMessages(pointer: string, field: MessagedField, property: unknown, report: Report): void {
  for (const { keyword, detail } of unwordedConstraints(field, property)) {
    if (field.messages?.[keyword] !== undefined) continue;
    report(
      pointer,
      `field "${field.name}" carries a ${keyword} (${detail}) that cannot be put in words from its label and a limit: give its message ("messages": { "${keyword}": "…" })`,
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
