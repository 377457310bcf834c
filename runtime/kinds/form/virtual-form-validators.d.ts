/**
 * The form validators compiled at build time by scripts/forms/formValidatorsPlugin.ts: one
 * `ValidatorFunctions` map (as `createPrecompiledValidator` takes it) per form id
 * (`<screen route>#<form name>`, see formId.ts).
 */
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  const validators: Readonly<Record<string, ValidatorFunctions | undefined>>;
  export default validators;
}
