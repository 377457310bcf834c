import { beforeAll, describe, expect, it } from 'vitest';
import { optionsList, type UiSchema } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import { registerDomainRules } from '../../runtime/domain/domainRules';
import type { PageScreen } from '../../runtime/generated/screen';
import { pageParts } from '../../runtime/kinds/catalogue/pageParts';
import { formUiSchema } from '../../runtime/kinds/form/uiSchema';
import { epochSecondsIso, formatCell, formatValue, isEmptyValue } from '../../runtime/kinds/grid/formats';
import { nextReloads, reloadsOf } from '../../runtime/kinds/page/blocks/grid/gridReloads';
import { entityFieldSets } from '../../runtime/tooling/entityFields';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

beforeAll(() => registerDomainRules(consoleDomainRules));

describe('dateTime of epoch seconds (an opt-out’s timetolive)', () => {
  it('reads a number as epoch seconds, shown in Winnipeg', () => {
    // 2026-11-26T03:30:00Z
    expect(formatValue('dateTime', 1795663800, 'en-CA')).toBe('2026-11-25 22:30');
    expect(formatValue('date', 1795663800, 'en-CA')).toBe('2026-11-25');
    expect(epochSecondsIso(0)).toBe('1970-01-01T00:00:00.000Z');
  });
  it('says nothing of a number no date can hold', () => {
    expect(epochSecondsIso(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(epochSecondsIso(1e20)).toBeUndefined();
  });
  it('keeps reading ISO text as before', () => expect(formatValue('dateTime', '2026-11-26T03:30:00Z', 'en-CA')).toBe('2026-11-25 22:30'));
});

describe('a column’s `empty` text', () => {
  const column = { format: 'dateTime' as const, empty: 'Never' };
  it('shows for an absent, null or blank value', () => {
    expect(formatCell(column, undefined, 'en-CA')).toBe('Never');
    expect(formatCell(column, null, 'en-CA')).toBe('Never');
    expect(formatCell(column, '  ', 'en-CA')).toBe('Never');
  });
  it('leaves a value to its format', () => expect(formatCell(column, 1795663800, 'en-CA')).toBe('2026-11-25 22:30'));
  it('is not there unless given', () => expect(formatCell({ format: 'dateTime' }, undefined, 'en-CA')).toBeUndefined());
  it('counts 0 and false as values', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });
});

describe('select labels: ui:enumNames, the schema unchanged', () => {
  const schema: RJSFSchema = { type: 'object', properties: { type: { enum: [3, 7, 36500], default: 7 } } };
  const form = { title: 'Opt out', endpoint: 'optOut', schema, ui: { type: { widget: 'select' as const, labels: { '36500': 'For Ever' } } } };
  it('labels the listed values, the others by their text, values keeping their type', () => {
    const ui = formUiSchema(form);
    expect(ui.type).toMatchObject({ 'ui:widget': 'select', 'ui:enumNames': { '36500': 'For Ever' } });
    const property = schema.properties?.type;
    expect(typeof property === 'object' && optionsList(property, ui.type as UiSchema)).toEqual([
      { label: '3', value: 3, schema: undefined },
      { label: '7', value: 7, schema: undefined },
      { label: 'For Ever', value: 36500, schema: undefined },
    ]);
  });
  it('adds nothing to a select without labels', () => {
    expect(formUiSchema({ ...form, ui: { type: { widget: 'select' as const } } }).type).toEqual({ 'ui:widget': 'select' });
  });
});

describe('a grid block’s reload count (`submit.refresh`)', () => {
  it('is 0 before any, then counts up', () => {
    expect(reloadsOf({}, 'optOuts')).toBe(0);
    expect(nextReloads(undefined)).toBe(1);
    expect(nextReloads({ selected: [], reloads: 1 })).toBe(2);
    expect(reloadsOf({ optOuts: { reloads: 2 } }, 'optOuts')).toBe(2);
    expect(reloadsOf({ optOuts: { reloads: 'x' } }, 'optOuts')).toBe(0);
  });
});

describe('entityFieldSets: the values a select offers', () => {
  it('reads enums and booleans, by payload', () => {
    const sets = entityFieldSets({
      properties: { days: { enum: [3, 7] }, phone: { type: 'string' } },
      $defs: { create: { properties: { type: { enum: [3, 36500] }, sendSMS: { type: 'boolean' } } } },
    });
    expect(sets.enums.get('')?.get('days')).toEqual([3, 7]);
    expect(sets.enums.get('')?.has('phone')).toBe(false);
    expect(sets.enums.get('create')?.get('type')).toEqual([3, 36500]);
    expect(sets.enums.get('create')?.get('sendSMS')).toEqual([true, false]);
  });
});

describe('the catalogue lists the new texts', () => {
  it('names the select labels and the column’s empty text', () => {
    const screen = resolvedDefinitionSync('screens/unsubscribe/phone.screen.json') as PageScreen;
    const { endpoints, messages } = pageParts(screen);
    expect(endpoints).toEqual(['POST /unsubscribe', 'GET /unsubscribe']);
    expect(messages).toContainEqual({ key: 'blocks.optOut.fields.type.labels.36500', text: 'For Ever' });
    expect(messages).toContainEqual({ key: 'blocks.optOuts.columns.timetolive.empty', text: 'Never' });
    expect(messages).toContainEqual({ key: 'blocks.optOut.fields.phone.messages.required', text: 'Phone is required' });
  });
});
