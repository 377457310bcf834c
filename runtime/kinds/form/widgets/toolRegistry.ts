import type { Widget } from '../../../generated/screen.ts';
import type { JsonObject } from '../../../tooling/diff/json.ts';
import { addonPickerTools } from './addonPicker/tools.ts';
import { stateSelectTools } from './stateSelect/tools.ts';
import { checkboxTools } from './checkbox/tools.ts';
import { checkboxesTools } from './checkboxes/tools.ts';
import { cronTools } from './cron/tools.ts';
import { dateTools } from './date/tools.ts';
import { datesTools } from './dates/tools.ts';
import { fileTools } from './file/tools.ts';
import { lookupMultiSelectTools } from './lookupMultiSelect/tools.ts';
import { lookupSelectTools } from './lookupSelect/tools.ts';
import type { FormWidgetName } from './parts.ts';
import { isWidgetName } from './registry.ts';
import { selectTools } from './select/tools.ts';
import { textTools } from './text/tools.ts';
import { timeTools } from './time/tools.ts';
import { textareaTools } from './textarea/tools.ts';
import { radioTools } from './radio/tools.ts';
import { tagsTools } from './tags/tools.ts';
import type { WidgetCheckContext, WidgetProblem, WidgetTools } from './tools.ts';

/**
 * Every form widget's tools' parts (checker rules, diff), one folder each: exhaustive like
 * `registry.ts`. Only `screens:check` and `screens:diff` import it, never the app.
 */
export const widgetTools: { [K in FormWidgetName]: WidgetTools<K> } = {
  text: textTools,
  checkbox: checkboxTools,
  select: selectTools,
  lookupSelect: lookupSelectTools,
  lookupMultiSelect: lookupMultiSelectTools,
  checkboxes: checkboxesTools,
  date: dateTools,
  dates: datesTools,
  time: timeTools,
  file: fileTools,
  textarea: textareaTools,
  radio: radioTools,
  tags: tagsTools,
  cron: cronTools,
  addonPicker: addonPickerTools,
  stateSelect: stateSelectTools,
};

/** The tools' parts of a widget by its name. */
export function widgetToolsOf<K extends FormWidgetName>(name: K): WidgetTools<K> {
  return widgetTools[name];
}

/** The problems of a field's `ui` in a form, pointers below the field. */
export function widgetProblems(widget: Widget, context: WidgetCheckContext): WidgetProblem[] {
  return widgetToolsOf(widget.widget).check(widget, context);
}

/** The tools' parts of the widget a definition's `ui` names, when it names one of the meta-schema. */
export function toolsOfUi(ui: JsonObject): WidgetTools<FormWidgetName> | undefined {
  const name = ui.widget;
  return isWidgetName(name) ? widgetToolsOf(name) : undefined;
}
