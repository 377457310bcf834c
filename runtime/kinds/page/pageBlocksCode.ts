import type { PageScreen } from '../../generated/screen';
import { customBlocksCode } from './blocks/custom/customBlockCode';
import { formBlockCode } from './blocks/form/formBlockCode';
import { gridBodyCode } from './blocks/grid/gridBodyCode';

/** Whether a value holds a block of this kind anywhere (in a page's blocks, its tabs, their blocks). */
function holdsBlock(value: unknown, kind: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsBlock(item, kind));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.block === kind || Object.values(record).some((item) => holdsBlock(item, kind));
}

/** Loads the code of the page's grid, form and custom blocks (each a chunk of its own), so they render at once. */
export function loadPageBlocksCode(page: PageScreen): Promise<unknown> {
  return Promise.all([holdsBlock(page.blocks, 'grid') ? gridBodyCode.load() : undefined, holdsBlock(page.blocks, 'form') ? formBlockCode.load() : undefined, customBlocksCode(page.blocks)]);
}
