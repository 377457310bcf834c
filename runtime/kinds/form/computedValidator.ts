import { validationDataMerge } from '@rjsf/utils';
import { computedRequiredErrors, requiredComputedFields } from './computedErrors';
import type { FormValidator } from './formValidators';
import type { ResolvedForm } from './types';

/**
 * The form's validator, adding where its empty required computed fields are reported (see
 * `computedRequiredErrors`) after every validation. It reads the data RJSF validates: a
 * `customValidate` could not tell an emptied field from one holding its default, as RJSF fills the
 * defaults in before calling it.
 */
export function withComputedRequired(validator: FormValidator, form: ResolvedForm): FormValidator {
  if (requiredComputedFields(form).length === 0) return validator;
  const errorsOf = computedRequiredErrors(form);
  return {
    validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
      const result = validator.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
      return validationDataMerge(result, errorsOf(formData, result.errorSchema));
    },
    isValid: (schema, formData, rootSchema) => validator.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => validator.rawValidation(schema, formData),
    reset: () => validator.reset?.(),
  };
}
