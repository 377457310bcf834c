/** Form widgets in the diff: which widget, its placeholder, and what each widget says of its own properties (runtime/kinds/form/widgets/<widget>/tools.ts). */
import { toolsOfUi, widgetTools } from '../../widgets/toolRegistry.ts';
import { otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { arrow, showText } from '../../../../tooling/diff/markdown.ts';

/** 'select from lookup `zones`', 'date, not before today', 'time with seconds'. */
export function describeWidget(ui: JsonObject): string {
  const tools = toolsOfUi(ui);
  if (tools) return tools.describe(ui);
  return stringAt(ui, 'widget') ?? 'widget (none)';
}

/** The properties the facts speak of: the diff's own, and those the widgets on either side describe. */
function describedProperties(before: JsonObject, after: JsonObject): string[] {
  const names = new Set([before.widget, after.widget]);
  const described = Object.entries(widgetTools).flatMap(([name, tools]) => (names.has(name) ? tools.described : []));
  return ['widget', 'placeholder', ...described];
}

export function widgetFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  if (equal(before, after)) return [];
  if (!before && after) return [`widget: ${describeWidget(after)}${placeholder(after)}`];
  if (before && !after) return [`widget removed (was ${describeWidget(before)}); shown by its type`];
  const b = before ?? {};
  const a = after ?? {};
  const facts: string[] = [];
  if (!equal(b.widget, a.widget)) facts.push(`widget ${arrow(describeWidget(b), describeWidget(a))}`);
  else facts.push(...(toolsOfUi(a)?.facts(b, a) ?? []));
  push(facts, scalar('placeholder', b.placeholder, a.placeholder, { show: showText }), ...otherProperties(b, a, describedProperties(b, a)));
  return facts;
}

function placeholder(ui: JsonObject): string {
  return ui.placeholder === undefined ? '' : ` (placeholder ${showText(ui.placeholder)})`;
}
