import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { unstorableText } from '../db/text';

// verbose: errors carry the value, so a null where a value belongs reads 'is required'.
const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
// An entity's enum may carry its labels beside it (`x-labels`, what forms show): an annotation, no rule.
ajv.addKeyword({ keyword: 'x-labels', schemaType: 'object' });

export type Validation<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/**
 * Compiles a request-body validator from an entity schema (or one of its `$defs`). Besides the
 * schema, one rule holds for every body: every string in it is text the database can keep as
 * sent (no NUL, no lone surrogate; see db/text.ts).
 */
export function bodyValidator<T>(schema: object): (body: unknown) => Validation<T> {
  const validate: ValidateFunction = ajv.compile(schema);
  return (body) => {
    const valid = validate(body);
    const found = new Map(valid ? [] : Object.entries(fieldErrors(validate.errors ?? [])));
    for (const [field, problem] of unstorableFields(body, '')) if (!found.has(field)) found.set(field, problem);
    // Built with fromEntries: a field named `__proto__` stays a field (an object literal's key would not).
    return found.size === 0 ? { ok: true, value: body as T } : { ok: false, fields: Object.fromEntries(found) };
  };
}

/** The message of a value that does not match its schema's `pattern` or `format`. */
export const FORMAT_MESSAGE = 'is not in the expected format';

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'must be a whole number',
  number: 'must be a number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

/**
 * What staff read beside a field (the console shows the server's field errors under the column
 * headers): plain words instead of ajv's schema vocabulary (no regular expressions, no type names).
 */
export function readableMessage(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'pattern':
    case 'format':
      return FORMAT_MESSAGE;
    case 'type': {
      if (error.data === null || error.data === undefined) return 'is required';
      const type = String(error.params.type).split(',')[0] ?? '';
      return TYPE_WORDS[type] ?? error.message ?? 'is invalid';
    }
    default:
      return error.message ?? 'is invalid';
  }
}

/** One message per field, keyed by the field's name (`-` for the body as a whole). */
export function fieldErrors(errors: ErrorObject[]): Record<string, string> {
  const fields = new Map<string, string>();
  for (const error of errors) {
    const field =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '-';
    const message = readableMessage(error);
    if (!fields.has(field)) fields.set(field, message);
  }
  return Object.fromEntries(fields);
}

/**
 * What is wrong with a text from the query or the path (the rules bodies follow): text the
 * database cannot keep, or more than `maxLength` characters. Undefined when it is fine.
 */
export function textProblem(text: string, maxLength: number): string | undefined {
  return unstorableText(text) ?? (text.length > maxLength ? `must NOT have more than ${maxLength} characters` : undefined);
}

/**
 * The strings the database cannot keep, by dotted path (`townNameArray.1`, `-` for the body
 * itself), with the reason. Request bodies are shallow: anything deeper than a few levels fails
 * its schema anyway, so the walk stops there (no deep recursion on a hostile body).
 */
function unstorableFields(value: unknown, path: string, depth = 0): [string, string][] {
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    return problem ? [[path || '-', problem]] : [];
  }
  if (typeof value !== 'object' || value === null || depth >= 8) return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => unstorableFields(item, path === '' ? key : `${path}.${key}`, depth + 1));
}
