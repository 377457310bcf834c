import type { Widget } from '../../../generated/screen.ts';
import { addonPickerWidget } from './addonPicker/index.ts';
import { stateSelectWidget } from './stateSelect/index.ts';
import { checkboxWidget } from './checkbox/index.ts';
import { checkboxesWidget } from './checkboxes/index.ts';
import { cronWidget } from './cron/index.ts';
import { dateWidget } from './date/index.ts';
import { datesWidget } from './dates/index.ts';
import { fileWidget } from './file/index.ts';
import { lookupMultiSelectWidget } from './lookupMultiSelect/index.ts';
import { lookupSelectWidget } from './lookupSelect/index.ts';
import type { FormWidgetName, LookupChoice, WidgetParts } from './parts.ts';
import { selectWidget } from './select/index.ts';
import { textWidget } from './text/index.ts';
import { tagsWidget } from './tags/index.ts';
import { textareaWidget } from './textarea/index.ts';
import { timeWidget } from './time/index.ts';
import { radioWidget } from './radio/index.ts';

/**
 * Every form widget's app parts, one folder each (docs/adding-a-widget.md). Exhaustive: a widget
 * added to the meta-schema without its parts does not compile. Light on purpose (grids, pages and
 * the catalogue read it): the views are in `index.ts`, the tools' parts in `toolRegistry.ts`.
 */
export const widgetParts: { [K in FormWidgetName]: WidgetParts<K> } = {
  text: textWidget,
  checkbox: checkboxWidget,
  select: selectWidget,
  lookupSelect: lookupSelectWidget,
  lookupMultiSelect: lookupMultiSelectWidget,
  checkboxes: checkboxesWidget,
  date: dateWidget,
  dates: datesWidget,
  time: timeWidget,
  file: fileWidget,
  textarea: textareaWidget,
  radio: radioWidget,
  tags: tagsWidget,
  cron: cronWidget,
  addonPicker: addonPickerWidget,
  stateSelect: stateSelectWidget,
};

/** The parts of a widget by its name. */
export function widgetPartsOf<K extends FormWidgetName>(name: K): WidgetParts<K> {
  return widgetParts[name];
}

/** Whether a name (a uiSchema's `ui:widget`, which may be RJSF's own or `computedOutput`) is a widget of the meta-schema. */
export function isWidgetName(name: unknown): name is FormWidgetName {
  return typeof name === 'string' && Object.hasOwn(widgetParts, name);
}

/** The lookup a field's widget offers choices from, if any. */
export function lookupChoiceOf(widget: Widget | undefined): LookupChoice | undefined {
  return widget && widgetPartsOf(widget.widget).lookupChoice(widget);
}

/** Whether a field's widget sends a file (the form then goes as multipart/form-data). */
export function sendsFile(widget: Widget | undefined): boolean {
  return widget !== undefined && widgetPartsOf(widget.widget).sendsFile;
}
