import type { ScreenDefinition } from '../generated/screen';
import { kindPartsOf } from './registry';

export { definitionNeedsDomainRules } from './definitionNeedsDomainRules';

/**
 * Whether a screen needs the domain rules to render, as its kind says (runtime/kinds/<kind>/index.ts):
 * pages always (their globals hold today's business date), grids when their definition uses them,
 * the dashboard and the catalogue never.
 */
export function screenNeedsDomainRules(screen: ScreenDefinition): boolean {
  return kindPartsOf(screen).needsDomainRules?.(screen) ?? false;
}
