import { getTemplate } from '@rjsf/utils';
import { optionValues } from '../../../../options/optionItems';
import { controlAria, type FormWidgetProps } from '../widgetProps';

/**
 * A text box (`text`, and the default of string and number fields): RJSF's own input template,
 * which types the input from the schema (numbers stay numbers) and empties to undefined; it passes
 * the invalid and required states on to the input like the other widgets. With `suggestions`, the
 * option set it names (`formContext.optionSets`) is offered while typing: the template lists a
 * schema's `examples` in a `<datalist>`, so they are handed to it there (only to the view: the
 * form's schema, which the validator was compiled from, is unchanged).
 */
export function TextWidget(props: FormWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const { 'aria-invalid': invalid, 'aria-required': required } = controlAria(props);
  const set = typeof props.options.suggestions === 'string' ? props.registry.formContext.optionSets?.[props.options.suggestions] : undefined;
  const schema = set && set.length > 0 ? { ...props.schema, examples: optionValues(set).map(String) } : props.schema;
  return <BaseInputTemplate {...props} schema={schema} aria-invalid={invalid} aria-required={required} />;
}
