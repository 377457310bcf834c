import type { FormValues } from '../../form/types';

/** What a field needs for the rule: its name and the value it takes back after a submit resets the form. */
export interface FieldWithResetTo {
  name: string;
  resetTo?: string | number | boolean | undefined;
}

/** The values fields take back after a submit resets the form (`resetTo`), laid over the form's start. */
export function resetValues(fields: readonly FieldWithResetTo[]): FormValues {
  return Object.fromEntries(fields.flatMap((field) => (field.resetTo === undefined ? [] : [[field.name, field.resetTo]])));
}
