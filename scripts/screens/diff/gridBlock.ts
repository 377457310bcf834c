/** A grid block's own parts, diffed by the grid areas and reported under the block. */
import { diffBatchUpdate } from './batchUpdate';
import { diffColumns } from './columns';
import { diffDelete } from './deleteLink';
import { diffForms } from './forms';
import { diffSelection } from './gridCapabilities';
import type { JsonObject } from './json';
import { diffMessages } from './messages';
import type { Change } from './model';
import { diffPaging } from './paging';
import { diffSearch } from './search';
import { diffRowActions, diffToolbar } from './toolbar';

const GRID_AREAS = [diffPaging, diffColumns, diffSelection, diffSearch, diffToolbar, diffRowActions, diffBatchUpdate, diffDelete, diffForms, diffMessages];

/** 'Block **drivers** (grid), column **Phone** (`phone`): header …' — each change of the grid areas, keyed under the block. */
export function gridBlockChanges(key: string, subject: string, before: JsonObject, after: JsonObject): Change[] {
  return GRID_AREAS.flatMap((area) => area(before, after)).map((item) => ({
    ...item,
    area: 'blocks' as const,
    key: `${key}/${item.key}`,
    subject: item.subject === '' ? subject : `${subject}, ${item.subject.charAt(0).toLowerCase()}${item.subject.slice(1)}`,
  }));
}
