import type { RJSFSchema, Widget as RjsfWidget } from '@rjsf/utils';
import type { FormContext, FormValues } from '../types';
import { COMPUTED_WIDGET } from '../uiSchema';
import { AddonPickerWidget } from './addonPicker/AddonPickerWidget';
import { StateSelectWidget } from './stateSelect/StateSelectWidget';
import { CheckboxWidget } from './checkbox/CheckboxWidget';
import { CheckboxesWidget } from './checkboxes/CheckboxesWidget';
import { ComputedOutputWidget } from './computedOutput/ComputedOutputWidget';
import { CronWidget } from './cron/CronWidget';
import { DatesWidget } from './dates/DatesWidget';
import { DateWidget } from './date/DateWidget';
import { FileWidget } from './file/FileWidget';
import { LookupMultiSelectWidget } from './lookupMultiSelect/LookupMultiSelectWidget';
import { LookupSelectWidget } from './lookupSelect/LookupSelectWidget';
import type { FormWidgetName } from './parts';
import { SelectWidget } from './select/SelectWidget';
import { TextWidget } from './text/TextWidget';
import { TimeWidget } from './time/TimeWidget';
import { TextareaWidget } from './textarea/TextareaWidget';
import { RadioWidget } from './radio/RadioWidget';
import { TagsWidget } from './tags/TagsWidget';

type FormWidget = RjsfWidget<FormValues, RJSFSchema, FormContext>;

/**
 * The widgets' views, by the meta-schema's names (RJSF looks `ui:widget` up here): a widget added
 * to the meta-schema without its view here does not compile. Only the form code (FormModal, page
 * form fields) imports this, so the views load with rjsf; everything else reads `registry.ts`.
 * The names `text`, `select`, `checkbox`, `date` and `time` also replace RJSF's defaults for fields
 * without a `ui` entry. Computed fields use the runtime's own `computedOutput` (no definition names it).
 */
export const formWidgets: { [Name in FormWidgetName]: FormWidget } & { [COMPUTED_WIDGET]: FormWidget } = {
  [COMPUTED_WIDGET]: ComputedOutputWidget,
  lookupSelect: LookupSelectWidget,
  lookupMultiSelect: LookupMultiSelectWidget,
  checkboxes: CheckboxesWidget,
  select: SelectWidget,
  date: DateWidget,
  dates: DatesWidget,
  file: FileWidget,
  time: TimeWidget,
  checkbox: CheckboxWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  radio: RadioWidget,
  tags: TagsWidget,
  cron: CronWidget,
  addonPicker: AddonPickerWidget,
  stateSelect: StateSelectWidget,
};
