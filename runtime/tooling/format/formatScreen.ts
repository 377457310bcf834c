import metaSchemaJson from '../../../schemas/screen.schema.json' with { type: 'json' };
import { isJsonObject, toJsonValue, type JsonObject } from './json.ts';
import { orderScreen } from './keyOrder.ts';
import { CANONICAL_LAYOUT, layout, type LayoutOptions } from './layout.ts';

/** The screen meta-schema (schemas/screen.schema.json) as plain JSON. */
export const screenMetaSchema: JsonObject = toMetaSchema(metaSchemaJson);

function toMetaSchema(value: unknown): JsonObject {
  const json = toJsonValue(value);
  if (!isJsonObject(json)) throw new TypeError('schemas/screen.schema.json is not a JSON object');
  return json;
}

export interface FormatOptions {
  /** Meta-schema giving the key order (default: schemas/screen.schema.json). */
  metaSchema?: JsonObject;
  layout?: LayoutOptions;
}

/**
 * The canonical text of a screen definition given as a value: keys in meta-schema order
 * (keyOrder.ts), laid out by layout.ts. `JSON.parse` of the result deep-equals the value.
 */
export function formatScreenValue(value: unknown, options: FormatOptions = {}): string {
  return layout(orderScreen(toJsonValue(value), options.metaSchema ?? screenMetaSchema), options.layout ?? CANONICAL_LAYOUT);
}

/** The canonical text of a definition file's text; throws a `SyntaxError` when it is not JSON. */
export function formatScreenText(text: string, options: FormatOptions = {}): string {
  return formatScreenValue(JSON.parse(text) as unknown, options);
}

/** Whether a definition file's text is already canonical (false when it is not JSON). */
export function isCanonical(text: string, options: FormatOptions = {}): boolean {
  try {
    return formatScreenText(text, options) === text;
  } catch {
    return false;
  }
}
