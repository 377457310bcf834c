import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { unstorableText } from '../../../server/db/text';
import type { Random } from './random';
import { sampleOf, typesOf, type Schema } from './schemaSample';

/** A bad JSON body: its text and the fields it is wrong in (as the route's own validator names them). */
export interface BadBody {
  what: string;
  text: string;
  fields: string[];
}

/** Numbers JSON.stringify cannot write: kept as markers, then written raw. */
const RAW = (text: string) => `\u0001raw:${text}`;
const writeJson = (value: unknown) => JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1');

const HUGE = 20_000;
/** One text per body near the size cap (a body's own limit is 1 MiB). */
const NEAR_CAP = 900_000;
const WRONG_TYPES: readonly [string, unknown][] = [
  ['a string', 'x'], ['a fraction', 1.5], ['a number', 7], ['a boolean', true], ['an array', []], ['an object', {}], ['null', null],
  ['a numeric string', '1'], ['an array for an object', [{}]],
];

/** Bad values of one property, by what is wrong with them (each kept only if its schema refuses it). */
function badValues(schema: Schema): [string, unknown][] {
  const values: [string, unknown][] = [...WRONG_TYPES];
  const types = typesOf(schema);
  if (types.includes('string') || schema.pattern !== undefined) {
    const max = schema.maxLength ?? 1000;
    values.push(
      ['empty', ''], [`${max + 1} characters`, 'x'.repeat(max + 1)], [`${HUGE} characters`, 'y'.repeat(HUGE)],
      ['inner spaces, over the length after trimming', `x${' '.repeat(max - 1)}x`], ['a NUL character', 'a\u0000b'], ['only NUL', '\u0000'],
      ['a lone surrogate', 'x\ud800'], ['not the pattern', '#?!'], ['not in the list', 'NOT-A-CHOICE'], ['a NUL in a valid text', `${String(sampleOf(schema))}\u0000`],
    );
  }
  if (types.includes('integer') || types.includes('number')) {
    const { minimum, maximum } = schema;
    if (minimum !== undefined) values.push(['below the minimum', minimum - 1]);
    if (maximum !== undefined) values.push(['above the maximum', maximum + 1]);
    values.push(['2^53 + 1', RAW('9007199254740993')], ['1e308', 1e308], ['-1e308', -1e308], ['1e400 (Infinity)', RAW('1e400')], ['negative', -1], ['zero', 0]);
  }
  if (types.includes('array')) {
    const item = schema.items ?? {};
    values.push(['empty list', []], [`${(schema.maxItems ?? 1000) + 1} items`, Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => sampleOf(item))]);
    for (const [what, value] of badValues(item).slice(0, 14)) values.push([`item 0 ${what}`, [value, sampleOf(item)]]);
  }
  if (schema.enum) values.push(['not one of the values', 'NOT-A-CHOICE'], ['a value in another case', String(schema.enum[0]).toUpperCase() + 'x']);
  return values;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });

/** The fields a body is wrong in, worked out apart from the server's code: schema errors and unstorable texts. */
function wrongFields(validate: (value: unknown) => boolean, errors: () => ErrorObject[] | null | undefined, value: unknown): string[] {
  const fields = new Set<string>();
  if (!validate(value)) {
    for (const error of errors() ?? []) {
      const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '-';
      if (error.keyword === 'required') fields.add(String(error.params.missingProperty));
      else if (error.keyword === 'additionalProperties') fields.add(String(error.params.additionalProperty));
      else fields.add(path);
    }
  }
  const walk = (item: unknown, path: string, depth: number): void => {
    if (typeof item === 'string' && unstorableText(item)) fields.add(path || '-');
    if (typeof item !== 'object' || item === null || depth > 8) return;
    for (const [key, inner] of Object.entries(item)) walk(inner, path ? `${path}.${key}` : key, depth + 1);
  };
  walk(value, '', 0);
  return [...fields];
}

/**
 * Bad bodies made from a body schema: a valid base with one property missing, null, of a wrong
 * type, too long, out of range, with NUL…; the body not an object; an extra property; then random
 * mixes of two or three of these until `atLeast` (deterministic for a `random` seed).
 */
export function badBodies(schema: Schema, random: Random, atLeast: number): BadBody[] {
  const validate = ajv.compile(schema);
  const base = sampleOf(schema);
  const bodies: BadBody[] = [];
  const invalid = (text: string) => wrongFields(validate, () => validate.errors, JSON.parse(text));
  const add = (what: string, value: unknown) => {
    const text = writeJson(value);
    const fields = invalid(text);
    if (fields.length > 0) bodies.push({ what, text, fields });
  };
  const singles: [string, string, unknown][] = [];
  if (typeof base === 'object' && base !== null && !Array.isArray(base)) {
    const record = base as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(name)) {
        const { [name]: _dropped, ...rest } = record;
        add(`${name} missing`, rest);
      }
      for (const [what, value] of badValues(property)) singles.push([`${name}: ${what}`, name, value]);
    }
    add('an extra property', { ...record, unexpected: 1 });
    const firstText = Object.entries(schema.properties ?? {}).find(([, property]) => typesOf(property).includes('string'));
    if (firstText) add(`${firstText[0]}: ${NEAR_CAP} characters`, { ...record, [firstText[0]]: 'z'.repeat(NEAR_CAP) });
    add('an extra property with NUL in its name', { ...record, ['a\u0000b']: 1 });
    const others = writeJson(record).slice(1);
    // An empty record (a call whose body is `{}`) has no other property to follow the comma.
    add('__proto__ as a property', JSON.parse(`{"__proto__": {"admin": true}${others === '}' ? '' : ', '}${others}`));
  }
  for (const [what, name, value] of singles) add(what, { ...(base as object), [name]: value });
  for (const [what, value] of [['an array of the body', [base]], ['a string', 'x'], ['a number', 1], ['null', null], ['true', true], ['an empty array', []]] as const) {
    add(`the body is ${what}`, value);
  }
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  bodies.push({ what: 'the body is 5000 nested arrays', text: deep, fields: invalid(deep) });
  for (let tries = 0; bodies.length < atLeast && tries < atLeast * 20 && singles.length > 1; tries += 1) {
    const mixed: Record<string, unknown> = {};
    const names: string[] = [];
    for (let count = 2 + random.int(2); count > 0; count -= 1) {
      const [what, name, value] = random.pick(singles);
      mixed[name] = value;
      names.push(what);
    }
    add(`mixed: ${names.join('; ')}`, { ...(base as object), ...mixed });
  }
  return bodies;
}
