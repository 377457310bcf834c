import { describe, expect, it } from 'vitest';
import type { Block, PageForm, PageScreen } from '../../runtime/generated/screen';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import type { LookupOption } from '../../runtime/lookups/useLookup';
import { pageParts } from '../../runtime/kinds/catalogue/pageParts';
import { lookupFieldStates, lookupNamesOf } from '../../runtime/kinds/form/cascade';
import { refusedDates } from '../../runtime/kinds/form/dateRuleErrors';
import { datesOf, datesShapeOf, datesValue } from '../../runtime/kinds/form/dateTags';
import { chosenLabels, chosenValues, isChosen, toggleChoice } from '../../runtime/kinds/form/lookupChoices';
import { pageFormLookups } from '../../runtime/kinds/page/forms/asForm';
import { outcomeTemplate, serverSentence } from '../../runtime/kinds/form/answerText';
import { modalTitle } from '../../runtime/kinds/page/forms/modalFormSlice';
import { valuesFromRow } from '../../runtime/kinds/form/valuesFromRow';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { modalFormOpening } from '../../runtime/kinds/page/tools/modalFormOpeners';
import { widgetTypeProblem } from '../../runtime/kinds/form/widgets/tools';
import { text } from '../../src/domain/textRules';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

const TODAY = '2026-11-26';
const CLOCK = { today: TODAY, now: Date.parse('2026-11-26T18:00:00Z') };

describe('dates on a comma-joined text (the `dates` widget on a string property)', () => {
  it('reads a comma-joined text or a list as dates, anything else as none', () => {
    expect(datesOf('2026-12-24,2026-12-25')).toEqual(['2026-12-24', '2026-12-25']);
    expect(datesOf(' 2026-12-24 , ,2026-12-25,')).toEqual(['2026-12-24', '2026-12-25']);
    expect(datesOf('')).toEqual([]);
    expect(datesOf(['2026-12-24', 3])).toEqual(['2026-12-24']);
    expect(datesOf(7)).toEqual([]);
  });

  it('keeps the field in its shape: a list on an array property, a comma-joined text on a string one; none is no value', () => {
    expect(datesShapeOf('string')).toBe('text');
    expect(datesShapeOf('array')).toBe('list');
    expect(datesShapeOf(undefined)).toBe('list');
    expect(datesValue(['2026-12-24', '2026-12-25'], 'text')).toBe('2026-12-24,2026-12-25');
    expect(datesValue(['2026-12-24'], 'list')).toEqual(['2026-12-24']);
    expect(datesValue([], 'text')).toBeUndefined();
    expect(datesValue([])).toBeUndefined();
  });

  it('judges only the dates added since the form opened: a past day already stored stays', () => {
    const form: ResolvedForm = { title: 'Edit', endpoint: 'x', schema: {}, ui: { closeDates: { widget: 'dates', rule: 'notPast' } } };
    const opened = { closeDates: '2026-11-01,2026-12-24' };
    expect(refusedDates(form, { closeDates: '2026-11-01,2026-12-24,2026-12-31' }, CLOCK, opened)).toEqual({});
    expect(refusedDates(form, { closeDates: '2026-11-01,2026-11-20' }, CLOCK, opened)).toEqual({ closeDates: ['2026-11-20'] });
    expect(refusedDates(form, { closeDates: '2026-11-01' }, CLOCK)).toEqual({ closeDates: ['2026-11-01'] });
  });

  it('the `text` filter sends nothing as the empty text (an edit clearing every date), a list comma-joined', () => {
    expect(text(undefined)).toBe('');
    expect(text(null)).toBe('');
    expect(text('2026-12-24')).toBe('2026-12-24');
    expect(text(['2026-12-24', '2026-12-25'])).toBe('2026-12-24,2026-12-25');
    expect(text(0)).toBe('0');
  });
});

describe('lookupMultiSelect: several options of a lookup', () => {
  const options: LookupOption[] = [
    { value: 3, label: 'Calgary', row: { region_id: 3 } },
    { value: 5, label: 'Hamilton', row: { region_id: 5 } },
    { value: 9, label: 'Winnipeg', row: { region_id: 9 } },
  ];

  it('ticks and unticks values, kept in the lookup order, none being no value', () => {
    const first = toggleChoice(options, [], 9, true);
    expect(first).toEqual([9]);
    const second = toggleChoice(options, chosenValues(first), 3, true);
    expect(second).toEqual([3, 9]);
    expect(toggleChoice(options, [3, 9], '9', false)).toEqual([3]);
    expect(toggleChoice(options, [3], 3, false)).toBeUndefined();
    expect(toggleChoice(options, [42], 3, true)).toEqual([3, 42]);
  });

  it('compares values as text and lists the chosen labels in the lookup order', () => {
    expect(isChosen([3, 9], '9')).toBe(true);
    expect(isChosen([3], 5)).toBe(false);
    expect(chosenValues('3')).toEqual([]);
    expect(chosenLabels(options, [9, 3])).toEqual(['Calgary', 'Winnipeg']);
    expect(chosenLabels(options, [42])).toEqual(['42']);
  });

  it('loads its lookup with the form and offers every option (no cascade)', () => {
    const form: ResolvedForm = { title: 'Batch', endpoint: 'x', schema: {}, ui: { regions: { widget: 'lookupMultiSelect', lookup: 'regions' } } };
    expect(lookupNamesOf(form)).toEqual(['regions']);
    expect(lookupFieldStates(form, { regions: { status: 'ready', options } }, {})).toEqual({ regions: { options, disabled: false, status: 'ready' } });
    const failed = lookupFieldStates(form, { regions: { status: 'failed', options: [], error: 'Error fetching Regions.' } }, {});
    expect(failed.regions).toMatchObject({ status: 'failed', error: 'Error fetching Regions.' });
    const spec: PageForm = { title: 'Batch', entity: 'date-closed-rule', fields: [{ name: 'regions', ui: { widget: 'lookupMultiSelect', lookup: 'regions' } }], submit: { label: 'Add', endpoint: 'x', failure: 'f' } };
    expect(pageFormLookups(spec)).toEqual(['regions']);
  });
});

describe('modal forms opened for a row', () => {
  const edit: PageForm = {
    title: 'Update Region: {region_name}',
    entity: 'date-closed-rule',
    payload: 'regionRuleUpdate',
    fields: [{ name: 'closeDates', from: 'rule_props', ui: { widget: 'dates' } }],
    submit: { label: 'Update', endpoint: 'update', failure: '{region_name} :: Error updating closed dates.', conflict: '{answer.error}', networkFailure: 'DatesClosed update process failed.' },
  };

  it('titles the modal from the row, and reads nothing without one', () => {
    expect(modalTitle(edit.title, { region_name: 'Hamilton' })).toBe('Update Region: Hamilton');
    expect(modalTitle(edit.title, undefined)).toBe('Update Region: ');
    expect(modalTitle('Batch Add Closed Dates', undefined)).toBe('Batch Add Closed Dates');
  });

  it("opens each field with the row's field it names in `from`, else its own", () => {
    expect(valuesFromRow(edit, { region_name: 'Hamilton', rule_props: '2026-12-24', closeDates: 'ignored' })).toEqual({ closeDates: '2026-12-24' });
    expect(valuesFromRow(edit, { rule_props: '' })).toEqual({});
  });

  it('picks the outcome text: success, conflict on 409, networkFailure when no answer came, else failure', () => {
    expect(outcomeTemplate({ ...edit.submit, success: '{answer.success}' }, true, 200)).toBe('{answer.success}');
    expect(outcomeTemplate(edit.submit, false, 409)).toBe('{answer.error}');
    expect(outcomeTemplate(edit.submit, false, 0)).toBe('DatesClosed update process failed.');
    expect(outcomeTemplate(edit.submit, false, 400)).toBe('{region_name} :: Error updating closed dates.');
    expect(outcomeTemplate({ label: 'x', endpoint: 'x', failure: 'Failed' }, false, 0)).toBe('Failed');
  });

  it("with serverErrorText, a failure says the server's sentence when it has one (not over conflict or no answer)", () => {
    const submit = { ...edit.submit, serverErrorText: true };
    expect(serverSentence(submit, 400, 'The closed dates are not valid.')).toBe('The closed dates are not valid.');
    expect(serverSentence(submit, 500, undefined)).toBeUndefined();
    expect(serverSentence(submit, 409, 'Changed by someone else')).toBeUndefined();
    expect(serverSentence(submit, 0, 'Failed to fetch')).toBeUndefined();
    expect(serverSentence(edit.submit, 400, 'The closed dates are not valid.')).toBeUndefined();
  });
});

describe('checker pieces', () => {
  it('names the property types a widget needs', () => {
    expect(widgetTypeProblem('lookupMultiSelect', 'array')).toBeUndefined();
    expect(widgetTypeProblem('lookupMultiSelect', 'string')).toBe('widget "lookupMultiSelect" needs an array property');
    expect(widgetTypeProblem('dates', 'string')).toBeUndefined();
    expect(widgetTypeProblem('dates', 'integer')).toBe('widget "dates" needs an array or a string property');
    expect(widgetTypeProblem('text', 'integer')).toBeUndefined();
  });

  it('knows which grid block actions open a page form for a row', () => {
    const grid: Block = {
      id: 'rules',
      block: 'grid',
      entity: 'date-closed-rule',
      rowKey: 'region_id',
      list: 'list',
      paging: { mode: 'client', sizes: [10], defaultSize: 10 },
      columns: [{ field: 'region_name', header: 'Region' }],
      toolbar: [{ label: 'Batch Add Closed Dates', action: { openForm: 'batchAdd' } }],
      rowActions: [{ label: 'Edit', openForm: 'edit' }],
      messages: { loadFailed: 'x' },
    };
    const context = { customContracts: {}, entities: new Map() };
    expect(modalFormOpening([grid], 'edit', context)).toEqual({ opened: true, forRow: true, rowEntity: 'date-closed-rule', rowFields: undefined, handsValues: false });
    expect(modalFormOpening([grid], 'batchAdd', context)).toEqual({ opened: true, forRow: false, rowEntity: undefined, rowFields: undefined, handsValues: false });
    expect(modalFormOpening([grid], 'other', context)).toEqual({ opened: false, forRow: false, rowEntity: undefined, rowFields: undefined, handsValues: false });
    expect(modalFormOpening([{ ...grid, forms: { edit: { title: 'Own', endpoint: 'x', entity: 'date-closed-rule', fields: [{ name: 'closeDates' }] } } }], 'edit', context).opened).toBe(false);
  });
});

describe('diff and catalogue of the new parts', () => {
  const FILE = 'screens/rules/dates-closed.screen.json';
  const none = new Map<string, unknown>();
  const said = (before: unknown, after: unknown) =>
    diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none)
      .screens.flatMap((screen) => screen.changes)
      .map((change) => `${change.subject}: ${change.facts.join('; ')}`);

  it('says what changed in the multi-select, the row field, the cancel button, the no-answer text and the lookup failure text', () => {
    const screen = resolvedDefinitionSync(FILE) as PageScreen;
    const changed = structuredClone(screen);
    const batch = changed.forms?.batchAdd;
    const editForm = changed.forms?.edit;
    const regions = changed.lookups?.regions;
    if (!batch || !editForm || !regions) throw new Error('the pilot definition lost its forms');
    batch.cancelLabel = 'Cancel';
    delete editForm.load;
    batch.fields[1] = { ...batch.fields[1], name: 'regions', ui: { widget: 'lookupMultiSelect', lookup: 'regions', chosenLabel: 'Regions chosen' } };
    editForm.fields[0] = { ...editForm.fields[0], name: 'closeDates', from: 'datesClosed' };
    editForm.submit = { ...editForm.submit, networkFailure: 'No answer' };
    regions.loadFailed = 'Regions could not be loaded';
    expect(said(screen, changed)).toEqual([
      "Lookup `regions`: load failure text 'Error fetching Regions.' → 'Regions could not be loaded'",
      "Form **batchAdd**: cancel button 'Close' → 'Cancel'",
      "Form **batchAdd**, field `regions`: chosen list heading 'Chosen' → 'Regions chosen'",
      "Form **edit**: values read when opened through `rule` (failure 'Error fetching rule.') → (from the row); no-answer text 'DatesClosed update process failed.' → 'No answer'",
      'Form **edit**, field `closeDates`: opens with row field `rule_props` → `datesClosed`',
    ]);
  });

  it('lists the texts of the pilot in the catalogue', () => {
    const screen = resolvedDefinitionSync(FILE) as PageScreen;
    const texts = pageParts(screen).messages.map((message) => message.text);
    for (const expected of ['Error fetching Regions.', 'Close', 'Please Input Closed Dates', 'Please Choose Regions', 'DatesClosed saving process failed.', 'DatesClosed update process failed.', '{region_name} :: Error updating closed dates.', 'Update Region: {region_name}', 'Batch Add Closed Dates', 'Error fetching rule.']) {
      expect(texts).toContain(expected);
    }
  });
});
