import type { Block, ScreenDefinition } from '../../generated/screen';
import { catalogueOf } from '../catalogueRegistry';
import { partsOf } from '../page/blocks/registry';

/** The routes a block opens. */
export function blockRoutes(block: Block): string[] {
  return partsOf(block.block).opens(block).map((target) => target.route);
}

/** The routes a screen opens (toolbar and row action `navigate`, a form's `submit.navigate`), each once, sorted. */
export function openedRoutes(screen: ScreenDefinition): string[] {
  return [...new Set(catalogueOf(screen).opens(screen))].sort();
}
