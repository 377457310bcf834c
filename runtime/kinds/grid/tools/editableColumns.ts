import type { GridScreen } from '../../../generated/screen';
import { EVERY_FIELD, fieldsSentBy } from '../sentFields.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import type { Problem } from '../../../tooling/templateRules.ts';

/**
 * Every editable column (one with an `editor`) must be sent by Update All Changes: an edit the
 * update does not send is shown as saved and silently lost.
 */
export function editableColumnProblems(screen: GridScreen): Problem[] {
  const batch = screen.batchUpdate;
  const problems: Problem[] = [];
  screen.columns.forEach((column, i) => {
    if (column.editor === undefined) return;
    const at = `/columns/${i}/editor`;
    const unsent = (name: string, hint: string) => problems.push([at, `column "${column.field}" is editable but the update call "${name}" does not send it (${hint})`, 'grid.column.editable-not-sent']);
    if (!batch) {
      problems.push([at, `column "${column.field}" is editable but the screen has no "batchUpdate" to send its changes`, 'grid.column.editable-without-batch']);
    } else if (batch.mode === 'arrays') {
      // A missing `arrays` is reported on its own.
      if (batch.arrays && !Object.values(batch.arrays).includes(column.field)) unsent(batch.endpoint, 'add it to /batchUpdate/arrays');
    } else {
      const endpoint = screen.endpoints[batch.endpoint];
      const part = endpoint?.method === 'GET' ? 'path' : 'body';
      // The same count the runtime makes before sending (runtime/kinds/grid/sentFields.ts).
      const sent = endpoint ? fieldsSentBy(batch, endpoint) : EVERY_FIELD;
      if (sent !== EVERY_FIELD && !sent.has(column.field)) unsent(batch.endpoint, `read {${column.field}} in /endpoints/${esc(batch.endpoint)}/${part}`);
    }
  });
  return problems;
}
