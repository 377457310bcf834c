import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { FormContext, FormValues } from './types';

/**
 * One field: its label (a `<label for>` holding exactly the title, so the control's accessible
 * name is its visible label), the control, and the messages beside it. Checkboxes label
 * themselves.
 */
export function FieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, FormContext>) {
  const { id, label, children, errors, help, description, hidden, displayLabel, uiSchema, classNames, style } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const showLabel = displayLabel && getUiOptions(uiSchema).widget !== 'checkbox' && label !== '';
  return (
    <div className={['form-field', classNames].filter(Boolean).join(' ')} style={style}>
      {showLabel && (
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
      )}
      {displayLabel && description}
      {children}
      {errors}
      {help}
    </div>
  );
}
