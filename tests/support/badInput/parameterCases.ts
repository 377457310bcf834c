import type { ParameterSchema } from '../../../server/api/routes';
import { unstorableText } from '../../../server/db/text';
import type { Random } from './random';
import { sampleOf, typesOf, type Schema } from './schemaSample';

/** Path segments (already encoded) that are no id and no code; each kept only if its parameter's schema refuses it. */
const PATH_JUNK = [
  '0', '-1', '2147483648', '99999999999', '1.5', '1e3', '0x1F', 'abc', 'null', 'undefined', 'true', 'NaN', 'Infinity', '%00', '1%00', '%00%00%00',
  '%20', '%201', '1%20', '+1', '%2B1', '-0', '00000000001', '%EF%BC%91', '%D9%A1', '9'.repeat(3000), 'A'.repeat(3000), '%E2%80%8B1', '%271%27',
  '%221%22', '%5B1%5D', '%7B%7D', '1%3B', '1e308', '%0A1', '1%0D%0A', '%09', 'R2C%001A1', `R2C1A1${'%00'.repeat(40)}`, 'Z'.repeat(101),
];

/** Query values (already encoded) that are wrong for some parameter; each kept only if the schema refuses it. */
const QUERY_JUNK = [
  'abc', '-1', '1.5', '1e3', '0x10', 'null', '2147483648', '9'.repeat(30), '%00', '1%00', 'a%00b', 'x'.repeat(201), 'x'.repeat(5000), '0',
  'nope', 'town_name%2Cnope', 'NOT-A-CHOICE', 'yesterday', '2025-02-14', '2025-02-14T09%3A30', '%E2%80%8B', 'Infinity', '%5B%5D', '-0.5',
];

/** Whether a parameter's text passes its schema, read as the handlers read it (trimmed; empty = absent). */
export function parameterAccepts(schema: Schema, encoded: string, trim: boolean): boolean {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return false;
  }
  if (trim) text = text.trim();
  if (trim && text === '') return true;
  if (unstorableText(text)) return false;
  const types = typesOf(schema);
  if (types.includes('integer')) {
    if (!/^\d{1,10}$/.test(text)) return false;
    const value = Number(text);
    return value >= (schema.minimum ?? 0) && value <= (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (types.includes('array')) return text.split(',').map((item) => item.trim()).filter((item) => item !== '').every((item) => parameterAccepts(schema.items ?? {}, encodeURIComponent(item), true));
  if (schema.enum) return schema.enum.includes(text);
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern).test(text);
}

/** A valid text of a path parameter (the base the other bad requests use). */
export function sampleParameter(schema: Schema): string {
  if (schema.pattern !== undefined && !typesOf(schema).includes('integer')) return encodeURIComponent(String(sampleOf(schema)));
  return typesOf(schema).includes('integer') ? String(Math.max(1, schema.minimum ?? 1)) : 'R2C%201A1';
}

export interface BadParameter {
  what: string;
  name: string;
  value: string;
}

/** Junk for each path parameter the schema refuses. */
export function badPathParameters(params: ParameterSchema): BadParameter[] {
  return Object.entries(params.properties).flatMap(([name, schema]) =>
    PATH_JUNK.filter((value) => !parameterAccepts(schema, value, false)).map((value) => ({ what: `path ${name} = ${value.slice(0, 40)}`, name, value })),
  );
}

/** Junk for each query parameter the schema refuses. */
export function badQueryValues(query: ParameterSchema | undefined): BadParameter[] {
  return Object.entries(query?.properties ?? {}).flatMap(([name, schema]) =>
    QUERY_JUNK.filter((value) => !parameterAccepts(schema, value, true)).map((value) => ({ what: `query ${name} = ${value.slice(0, 40)}`, name, value })),
  );
}

const NAME_PARTS = ['x', 'offset%20', 'Offset', 'LIMIT', 'limit[]', 'a%00b', '%00', '__proto__', 'constructor', 'filterOn.0', 'q', 'search', 'sort', '%E2%80%8B', 'id[]', '$where', 'callback'];

/** Query parameters no call declares (`count` of them, seeded), with values of any kind. */
export function unknownQueryParameters(query: ParameterSchema | undefined, random: Random, count: number): BadParameter[] {
  const known = new Set(Object.keys(query?.properties ?? {}));
  const found: BadParameter[] = [];
  for (let tries = 0; found.length < count && tries < count * 10; tries += 1) {
    const name = `${random.pick(NAME_PARTS)}${random.next() < 0.5 ? '' : String(random.int(1000))}`;
    if (known.has(decodeURIComponent(name))) continue;
    const value = random.next() < 0.3 ? random.pick(QUERY_JUNK) : String(random.int(100));
    found.push({ what: `unknown query parameter ${name}`, name, value });
  }
  return found;
}
