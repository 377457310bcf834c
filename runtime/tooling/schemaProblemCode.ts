import type { ErrorObject } from 'ajv/dist/2020.js';
import type { ProblemCode } from './problemCodes.ts';

/** A form written with an inline JSON Schema (`forms.<name>.schema`): the old way, said plainly. */
export function isInlineFormSchema(error: ErrorObject): boolean {
  return error.keyword === 'additionalProperties' && error.params.additionalProperty === 'schema' && /\/forms\/[^/]+$/.test(error.instancePath);
}

/** The code of an error of the meta-schema (one per keyword the checker words; the rest are `schema.invalid-value`). */
export function schemaProblemCode(error: ErrorObject): ProblemCode {
  switch (error.keyword) {
    case 'additionalProperties':
      return isInlineFormSchema(error) ? 'schema.inline-json-schema' : 'schema.unknown-property';
    case 'required':
      return 'schema.missing-property';
    case 'enum':
      return 'schema.not-allowed-value';
    case 'const':
      return 'schema.wrong-constant';
    case 'oneOf':
      return 'schema.no-matching-form';
    case 'discriminator':
      return error.params.error === 'mapping' ? 'schema.unknown-variant' : 'schema.missing-discriminator';
    default:
      return 'schema.invalid-value';
  }
}
