import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { FormContext, FormValues } from './types';
import { isWidgetName, widgetParts } from './widgets/registry';
import { LabelText } from './widgets/LabelText';
import { labelIdOf, originalOf } from './widgets/widgetProps';

/**
 * One field: its label (a `<label for>` holding exactly the title, then the field's original value
 * in brackets when it has one, so the control's accessible name is its visible label; its id names
 * a computed field's `<output>` too) above the control, the hint under the control (so it stays
 * beside what it explains when messages come and go), then the messages. A field in its valid
 * state (`valid`) is marked `form-field--valid` (green) with its text under the control. A widget
 * may label itself (a checkbox, a radio group: its `labelsItself` part), showing the original value
 * the same way. The root object is only its fields (see ObjectFieldTemplate), with no field box
 * around them.
 */
export function FieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, FormContext>) {
  const { id, label, children, errors, help, description, hidden, displayLabel, uiSchema, classNames, style, schema } = props;
  // `hidden` too: an array field RJSF cannot hide (it renders its list whatever the widget) stays out of view and of the accessibility tree.
  if (hidden) return <div className="hidden" hidden>{children}</div>;
  if (schema.type === 'object') {
    return (
      <div className={classNames} style={style}>
        {children}
        {errors}
      </div>
    );
  }
  const options = getUiOptions(uiSchema);
  const widget = options.widget;
  const validText = typeof options.validText === 'string' ? options.validText : undefined;
  const showLabel = displayLabel && !(isWidgetName(widget) && widgetParts[widget].labelsItself) && label !== '';
  return (
    <div className={['form-field', validText === undefined ? undefined : 'form-field--valid', classNames].filter(Boolean).join(' ')} style={style}>
      {showLabel && (
        <label className="form-field__label" id={labelIdOf(id)} htmlFor={id}>
          <LabelText label={label} original={originalOf(options)} />
        </label>
      )}
      {displayLabel && description}
      {children}
      {validText !== undefined && (
        <p className="form-field__valid" id={`${id}__valid`} aria-live="polite">
          {validText}
        </p>
      )}
      {help}
      {errors}
    </div>
  );
}
