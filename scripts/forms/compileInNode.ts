import type { RJSFSchema } from '@rjsf/utils';
import { schemaParser } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type { GridScreen, PageScreen } from '../../runtime/generated/screen';
import { formSchemasOf, readEntitySchemas, readEntitySchemasSync } from './screenForms';

/**
 * For tests in Node only (ajv compiles with `new Function`, which the browser's CSP forbids):
 * the validator functions of a form schema, built exactly as `compileSchemaValidatorsCode` builds
 * them (same ajv options, one function per sub-schema keyed by its RJSF hash), without the
 * round trip through generated code. Use it for definitions written inline in a test, which the
 * build never sees; provide the result with `FormValidatorsContext`.
 */
export function compileValidatorFunctionsInNode(schema: RJSFSchema): ValidatorFunctions {
  const schemas = Object.values(schemaParser(schema));
  const ajv = createAjvInstance(undefined, undefined, { schemas });
  const functions: ValidatorFunctions = {};
  for (const sub of schemas) {
    const id = sub.$id;
    const validate = id === undefined ? undefined : ajv.getSchema(id);
    if (id === undefined || validate === undefined) throw new Error(`no validator compiled for sub-schema ${JSON.stringify(sub)}`);
    functions[id] = validate;
  }
  return functions;
}

/** Every form of an inline grid definition (and of its sub-tables), by form id, derived from the project's entity schemas, ready for `FormValidatorsContext`. */
export function compileScreenFormsInNode(screen: GridScreen, root: string = process.cwd()): Record<string, ValidatorFunctions> {
  const result: Record<string, ValidatorFunctions> = {};
  for (const entry of formSchemasOf([{ file: 'inline', data: screen }], readEntitySchemasSync(root))) {
    result[entry.formId] = compileValidatorFunctionsInNode(entry.schema);
  }
  return result;
}

/**
 * Every form of an inline page definition (form blocks and modal forms), by form id, with the
 * schemas derived from the project's entity schemas exactly as the build derives them.
 */
export async function compilePageFormsInNode(screen: PageScreen, root: string): Promise<Record<string, ValidatorFunctions>> {
  const result: Record<string, ValidatorFunctions> = {};
  for (const entry of formSchemasOf([{ file: 'inline', data: screen }], await readEntitySchemas(root))) {
    result[entry.formId] = compileValidatorFunctionsInNode(entry.schema);
  }
  return result;
}
