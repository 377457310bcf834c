import type { RJSFSchema, Widget as RjsfWidget } from '@rjsf/utils';
import type { Widget } from '../../../generated/screen';
import type { FormContext, FormValues } from '../types';
import { COMPUTED_WIDGET } from '../uiSchema';
import { CheckboxWidget } from './CheckboxWidget';
import { ComputedOutputWidget } from './ComputedOutputWidget';
import { DatesWidget } from './DatesWidget';
import { DateWidget } from './DateWidget';
import { FileWidget } from './FileWidget';
import { LookupMultiSelectWidget } from './LookupMultiSelectWidget';
import { LookupSelectWidget } from './LookupSelectWidget';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import { TimeWidget } from './TimeWidget';

/** The widget names of the meta-schema (`forms.*.ui.*.widget`). */
export type FormWidgetName = Widget['widget'];

type FormWidget = RjsfWidget<FormValues, RJSFSchema, FormContext>;

/**
 * The form widgets, by the meta-schema's names (RJSF looks `ui:widget` up here): a widget added to
 * the meta-schema without a component here does not compile. The names `text`, `select`,
 * `checkbox`, `date` and `time` also replace RJSF's defaults for fields without a `ui` entry.
 * Computed fields use the runtime's own `computedOutput` (no definition names it).
 */
export const formWidgets: { [Name in FormWidgetName]: FormWidget } & { [COMPUTED_WIDGET]: FormWidget } = {
  [COMPUTED_WIDGET]: ComputedOutputWidget,
  lookupSelect: LookupSelectWidget,
  lookupMultiSelect: LookupMultiSelectWidget,
  select: SelectWidget,
  date: DateWidget,
  dates: DatesWidget,
  file: FileWidget,
  time: TimeWidget,
  checkbox: CheckboxWidget,
  text: TextWidget,
};
