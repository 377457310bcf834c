import { createContext } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import compiledValidators from 'virtual:form-validators';
import type { FormContext, FormValues } from './types';

export type FormValidatorMap = Readonly<Record<string, ValidatorFunctions | undefined>>;

/**
 * The compiled validators forms use: by default those the build compiled from the definitions.
 * Tests of definitions written inline provide their own (scripts/forms/compileInNode.ts).
 */
export const FormValidatorsContext = createContext<FormValidatorMap>(compiledValidators);

export type FormValidator = ValidatorType<FormValues, RJSFSchema, FormContext>;

export type ValidatorResult = { ok: true; validator: FormValidator } | { ok: false; error: string };

/**
 * The precompiled validator of a form. Never falls back to compiling in the browser (the CSP
 * forbids it): a form the build did not compile, or whose schema changed since, gets an error.
 */
export function precompiledValidator(validators: FormValidatorMap, formId: string, schema: RJSFSchema): ValidatorResult {
  const functions = validators[formId];
  const stale = `The form "${formId}" has no validator compiled for its schema. Restart the dev server or rebuild the console so the build compiles it.`;
  if (!functions) return { ok: false, error: stale };
  try {
    return { ok: true, validator: createPrecompiledValidator<FormValues, RJSFSchema, FormContext>(functions, schema) };
  } catch {
    return { ok: false, error: stale };
  }
}
