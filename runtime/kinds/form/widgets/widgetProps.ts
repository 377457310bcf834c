import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { FormContext, FormValues } from '../types';

export type FormWidgetProps = WidgetProps<FormValues, RJSFSchema, FormContext>;

/** The accessibility attributes every control of a form carries: its errors, description and help, and its state. */
export function controlAria({ id, rawErrors, required }: Pick<FormWidgetProps, 'id' | 'rawErrors' | 'required'>) {
  return {
    'aria-describedby': ariaDescribedByIds(id),
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    'aria-required': required ? true : undefined,
  } as const;
}

/** The id of a field's label (FieldTemplate), for controls named with `aria-labelledby`. */
export function labelIdOf(id: string): string {
  return `${id}__label`;
}

/**
 * The text a select shows while nothing is chosen: RJSF 6 passes `ui:placeholder` as `placeholder`
 * to string and number fields only (a boolean field keeps it in `options`), so both are read.
 */
export function placeholderOf({ placeholder, options }: Pick<FormWidgetProps, 'placeholder' | 'options'>): string {
  if (placeholder) return placeholder;
  return typeof options.placeholder === 'string' ? options.placeholder : '';
}

/** The original value a field shows in brackets after its label (the field's `original`, filled by the form controller as `ui:original`); undefined = none. */
export function originalOf(options: Readonly<Record<string, unknown>>): string | undefined {
  return typeof options.original === 'string' && options.original !== '' ? options.original : undefined;
}
