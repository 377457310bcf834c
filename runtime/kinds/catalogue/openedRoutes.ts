import type { Block, GridScreen, ScreenDefinition } from '../../generated/screen';
import { allBlocks } from '../page/blocks/allBlocks';

type GridParts = Pick<GridScreen, 'toolbar' | 'rowActions'>;

function gridRoutes(grid: GridParts): string[] {
  const fromToolbar = (grid.toolbar ?? []).flatMap((button) => (typeof button.action === 'object' && 'navigate' in button.action ? [button.action.navigate] : []));
  const fromRows = (grid.rowActions ?? []).flatMap((action) => ('navigate' in action ? [action.navigate] : []));
  return [...fromToolbar, ...fromRows];
}

function blockRoutes(block: Block): string[] {
  if (block.block === 'grid') return gridRoutes(block);
  if (block.block === 'form' && block.submit?.navigate) return [block.submit.navigate.to];
  return [];
}

/** The routes a screen opens (toolbar and row action `navigate`, a form's `submit.navigate`), each once, sorted. */
export function openedRoutes(screen: ScreenDefinition): string[] {
  const routes = screen.kind === 'grid' ? gridRoutes(screen) : screen.kind === 'page' ? allBlocks(screen.blocks).flatMap(blockRoutes) : [];
  return [...new Set(routes)].sort();
}
