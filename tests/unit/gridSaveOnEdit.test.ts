import { describe, expect, it } from 'vitest';
import { editCell, afterSave, NO_EDITS } from '../../runtime/kinds/grid/pendingEdits';
import { changeSignature, editsToSave } from '../../runtime/kinds/grid/saveOnEdit';

const winnipeg = { region: 'Winnipeg', comment: '', version: 1 };
const brandon = { region: 'Brandon', comment: 'late', version: 3 };

describe('editsToSave (batchUpdate.saveOn "edit")', () => {
  it('sends a row once per change: again only when edited again', () => {
    const first = editCell(NO_EDITS, 'Winnipeg', winnipeg, 'comment', 'Checked');
    const step1 = editsToSave(first, new Map());
    expect(step1.due.map((edit) => edit.key)).toEqual(['Winnipeg']);
    // The same edits (the call still running, or it failed and the row is kept): nothing to send.
    expect(editsToSave(first, step1.sent).due).toEqual([]);
    const failed = afterSave(first, { saved: [], failed: ['Winnipeg'] });
    expect(editsToSave(failed, step1.sent).due).toEqual([]);
    // Edited again: sent again.
    const again = editCell(failed, 'Winnipeg', winnipeg, 'comment', 'Checked twice');
    expect(editsToSave(again, step1.sent).due.map((edit) => edit.key)).toEqual(['Winnipeg']);
  });

  it('sends only the row just edited, and forgets a saved row', () => {
    const one = editCell(NO_EDITS, 'Winnipeg', winnipeg, 'comment', 'A');
    const { sent } = editsToSave(one, new Map());
    const two = editCell(one, 'Brandon', brandon, 'comment', 'B');
    const step = editsToSave(two, sent);
    expect(step.due.map((edit) => edit.key)).toEqual(['Brandon']);
    const saved = afterSave(two, { saved: ['Winnipeg', 'Brandon'], failed: [] });
    expect(editsToSave(saved, step.sent).sent.size).toBe(0);
  });

  it('tells changes apart by field and value', () => {
    const a = editCell(NO_EDITS, 'Winnipeg', winnipeg, 'comment', 'A')[0];
    const b = editCell(NO_EDITS, 'Winnipeg', winnipeg, 'comment', 'B')[0];
    expect(a && b && changeSignature(a) !== changeSignature(b)).toBe(true);
  });
});
