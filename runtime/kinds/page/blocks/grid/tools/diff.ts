/** A grid block's own parts, diffed by the grid areas and reported under the block. */
import { diffBatchUpdate } from '../../../../grid/tools/diff/batchUpdate.ts';
import { diffColumns } from '../../../../grid/tools/diff/columns.ts';
import { diffDelete } from '../../../../grid/tools/diff/deleteLink.ts';
import { diffExpand } from '../../../../grid/tools/diff/expand.ts';
import { diffForms } from '../../../../grid/tools/diff/forms.ts';
import { diffSelection } from '../../../../grid/tools/diff/gridCapabilities.ts';
import type { JsonObject } from '../../../../../tooling/diff/json.ts';
import { diffMessages } from '../../../../../tooling/diff/messages.ts';
import type { Change } from '../../../../../tooling/diff/model.ts';
import { diffPaging } from '../../../../grid/tools/diff/paging.ts';
import { diffSearch } from '../../../../grid/tools/diff/search.ts';
import { diffRowActions, diffToolbar } from '../../../../grid/tools/diff/toolbar.ts';

/** The parts a sub-table has of a grid. */
const TABLE_AREAS = [diffPaging, diffColumns, diffToolbar, diffRowActions, diffDelete, diffForms, diffMessages];

const under = (subject: string, inner: string) => (inner === '' ? subject : `${subject}, ${inner.charAt(0).toLowerCase()}${inner.slice(1)}`);

/** A sub-table's grid parts, each change reported under the sub-table. */
function subTableChanges(key: string, subject: string, before: JsonObject, after: JsonObject): Change[] {
  return TABLE_AREAS.flatMap((area) => area(before, after)).map((item) => ({ ...item, key: `${key}/${item.key}`, subject: under(subject, item.subject) }));
}

/** Sub-tables under an expanded row, of a grid screen or a grid block. */
export function diffSubTables(before: JsonObject, after: JsonObject): Change[] {
  return diffExpand(before, after, subTableChanges);
}

const GRID_AREAS = [diffPaging, diffColumns, diffSelection, diffSearch, diffToolbar, diffRowActions, diffBatchUpdate, diffDelete, diffForms, diffMessages, diffSubTables];

/** 'Block **drivers** (grid), column **Phone** (`phone`): header …' — each change of the grid areas, keyed under the block. */
export function gridBlockChanges(key: string, subject: string, before: JsonObject, after: JsonObject): Change[] {
  return GRID_AREAS.flatMap((area) => area(before, after)).map((item) => ({
    ...item,
    area: 'blocks' as const,
    key: `${key}/${item.key}`,
    subject: under(subject, item.subject),
  }));
}
