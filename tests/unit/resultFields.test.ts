import { describe, expect, it } from 'vitest';
import { resultFields } from '../../runtime/kinds/page/blocks/result/resultFields';

const state: Record<string, unknown> = { byPostal: { answer: { result: [{ town_name: 'Winnipeg' }] } } };
const read = (path: string): unknown => path.split('.').reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step], state);

describe('resultFields', () => {
  it('shows only the fields whose showWhen holds', () => {
    const fields = resultFields(
      [
        { label: 'Result', path: 'We deliver there', showWhen: { field: 'byPostal.answer.result.0.town_name', filled: true } },
        { label: 'Result', path: "We Don't deliver there", showWhen: { field: 'byPostal.answer.result.0.town_name', filled: false } },
      ],
      { result: [] },
      read,
    );
    expect(fields).toEqual([{ label: 'Result', shown: { kind: 'text', text: 'We deliver there' } }]);
  });

  it('a list value shows as its items, not JSON', () => {
    const [field] = resultFields([{ label: 'Dates', path: '{dates}' }], { dates: ['2026-12-01', '2026-12-02'] }, read);
    expect(field?.shown).toEqual({ kind: 'list', items: ['2026-12-01', '2026-12-02'] });
  });

  it('a blank or empty value shows the field’s empty text, else —', () => {
    const fields = resultFields(
      [
        { label: 'Dates', path: '{dates}', empty: 'No dates' },
        { label: 'Name', path: '{name}' },
      ],
      { dates: [], name: '  ' },
      read,
    );
    expect(fields.map((field) => field.shown)).toEqual([
      { kind: 'text', text: 'No dates' },
      { kind: 'text', text: '—' },
    ]);
  });

  it('a scalar fills its template as text', () => {
    expect(resultFields([{ label: 'Player', path: 'Id {playerId}' }], { playerId: 7 }, read)[0]?.shown).toEqual({ kind: 'text', text: 'Id 7' });
  });

  it('reads the value first, then the page state: another block’s whole answer, and the value winning over a block of the same name', () => {
    const page = { byPostal: { answer: { result: [{ town_name: 'Winnipeg' }] } }, name: { answer: 'a block' } };
    const fields = resultFields(
      [
        { label: 'Town', path: '{byPostal.answer.result.0.town_name}' },
        { label: 'Name', path: '{name}' },
      ],
      { name: 'from the value' },
      read,
      page,
    );
    expect(fields.map((field) => field.shown)).toEqual([
      { kind: 'text', text: 'Winnipeg' },
      { kind: 'text', text: 'from the value' },
    ]);
  });
});
