import type { ScreenDefinition } from '../../runtime/generated/screen';
import type { NavigationTarget } from '../../runtime/tooling/toolTypes.ts';
import { kindToolsOf } from '../../runtime/kinds/toolRegistry.ts';

/** Every route a definition opens, with its pointer. */
export function navigationTargets(screen: ScreenDefinition): NavigationTarget[] {
  return kindToolsOf(screen)?.navigationTargets(screen) ?? [];
}

/** A target no definition of the set has as its route: opening it would show the 404 page. */
export function unknownRouteProblem(target: NavigationTarget, routes: ReadonlySet<string>): string | undefined {
  return routes.has(target.route) ? undefined : `unknown route "${target.route}" (no screen definition has it)`;
}
