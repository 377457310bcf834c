import { getTemplate } from '@rjsf/utils';
import { controlAria, type FormWidgetProps } from '../widgetProps';

/**
 * A text box (`text`, and the default of string and number fields): RJSF's own input template,
 * which types the input from the schema (numbers stay numbers) and empties to undefined; it passes
 * the invalid and required states on to the input like the other widgets.
 */
export function TextWidget(props: FormWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const { 'aria-invalid': invalid, 'aria-required': required } = controlAria(props);
  return <BaseInputTemplate {...props} aria-invalid={invalid} aria-required={required} />;
}
