import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { specifiedMessage } from './formErrors';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { widgetPartsOf } from './widgets/registry';

/**
 * RJSF custom validation: a field whose widget refuses its value (an add-on quantity above its
 * stock, a choice the rows offered no longer hold) gets the field's message for the refusal's keyword (`messages.tooMany`), else the widget's words.
 */
export function widgetRefusalValidator(form: ResolvedForm, next: CustomValidator<FormValues, RJSFSchema, FormContext>, stateOptions: FormValues = {}): CustomValidator<FormValues, RJSFSchema, FormContext> {
  return (formData, errors, uiSchema) => {
    const judged = next(formData, errors, uiSchema);
    for (const [field, widget] of Object.entries(form.ui ?? {})) {
      const refused = widget && widgetPartsOf(widget.widget).refusal(widget, formData?.[field], stateOptions[field]);
      if (refused) judged[field]?.addError(specifiedMessage(form, field, refused.keyword) ?? refused.fallback);
    }
    return judged;
  };
}
