import type { Block, ScreenDefinition } from '../../runtime/generated/screen';
import { placedBlocks, toolsOf } from '../../runtime/kinds/page/blocks/toolRegistry.ts';
import type { NavigationTarget } from '../../runtime/tooling/toolTypes.ts';
import { kindToolsOf } from '../../runtime/kinds/toolRegistry.ts';

/** The routes a page's blocks open (those inside tabs too), each at its pointer. */
export function blockTargets(blocks: readonly Block[]): NavigationTarget[] {
  return placedBlocks(blocks).flatMap(({ block, at }) => toolsOf(block.block).opens(block).map((target) => ({ pointer: `${at}${target.pointer}`, route: target.route })));
}

/** Every route a definition opens, with its pointer. */
export function navigationTargets(screen: ScreenDefinition): NavigationTarget[] {
  return kindToolsOf(screen)?.navigationTargets(screen) ?? [];
}

/** A target no definition of the set has as its route: opening it would show the 404 page. */
export function unknownRouteProblem(target: NavigationTarget, routes: ReadonlySet<string>): string | undefined {
  return routes.has(target.route) ? undefined : `unknown route "${target.route}" (no screen definition has it)`;
}
