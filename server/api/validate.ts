import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

const ajv = new Ajv2020({ allErrors: true, strict: true });

export type Validation<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/** Compiles a request-body validator from an entity schema (or one of its `$defs`). */
export function bodyValidator<T>(schema: object): (body: unknown) => Validation<T> {
  const validate: ValidateFunction = ajv.compile(schema);
  return (body) => (validate(body) ? { ok: true, value: body as T } : { ok: false, fields: fieldErrors(validate.errors ?? []) });
}

/** One message per field, keyed by the field's name (`-` for the body as a whole). */
export function fieldErrors(errors: ErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '-';
    const message = error.keyword === 'required' ? 'is required' : error.keyword === 'additionalProperties' ? 'is not allowed' : (error.message ?? 'is invalid');
    fields[field] ??= message;
  }
  return fields;
}
