/** The screen's own properties: title, description, menu entry, kind, entity, row key. */
import { change, otherProperties, push, scalar } from './facts';
import { objectAt, stringAt, type JsonObject } from './json';
import { code, showText } from './markdown';
import type { Change } from './model';
import { textOf } from '../../../shared/textOf';

export function diffScreenProps(before: JsonObject, after: JsonObject): Change[] {
  return [
    ...textChange('title', 'Title', before, after),
    ...textChange('description', 'Description', before, after),
    ...diffMenu(objectAt(before, 'menu'), objectAt(after, 'menu')),
    ...change('screen', 'kind', 'Kind', facts(scalar('', before.kind, after.kind))),
    ...change('screen', 'entity', 'Entity', facts(scalar('', before.entity, after.entity))),
    ...change('screen', 'rowKey', 'Row key', facts(scalar('', before.rowKey, after.rowKey))),
  ];
}

function textChange(key: string, subject: string, before: JsonObject, after: JsonObject): Change[] {
  return change('screen', key, subject, facts(scalar('', before[key], after[key], { show: showText })));
}

function facts(clause: string | undefined): string[] {
  return clause === undefined ? [] : [clause];
}

/** `Delivery` › 'Town' (order 6) */
export function describeMenu(menu: JsonObject): string {
  const group = stringAt(menu, 'group');
  const order = menu.order;
  const where = group === undefined ? 'top entry' : code(group);
  return `${where} › ${showText(menu.label)}${order === undefined ? '' : ` (order ${textOf(order)})`}`;
}

function diffMenu(before: JsonObject | undefined, after: JsonObject | undefined): Change[] {
  if (!before && !after) return [];
  if (!before && after) return change('screen', 'menu', 'Menu', [`added: ${describeMenu(after)}`]);
  if (before && !after) return change('screen', 'menu', 'Menu', [`removed (was ${describeMenu(before)}); reached only by links`]);
  const result: string[] = [];
  push(
    result,
    scalar('group', before?.group, after?.group, { absent: '(top entry)' }),
    scalar('label', before?.label, after?.label, { show: showText }),
    scalar('order', before?.order, after?.order, { absent: '(by label)' }),
    ...otherProperties(before, after, ['group', 'label', 'order']),
  );
  return change('screen', 'menu', 'Menu', result);
}

/** 'Route changed from `/a` to `/b`' */
export function routeChanged(before: string, after: string): string {
  return `Route changed from ${code(before)} to ${code(after)}`;
}

/** 'Moved from `a` to `b`' */
export function moved(before: string, after: string): string {
  return `Moved from ${code(before)} to ${code(after)}`;
}

