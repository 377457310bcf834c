import { loadDomainRules } from '../domain/domainRules';
import type { ScreenDefinition } from '../generated/screen';
import { definitionOf, type RoutedScreen } from '../screens/definitions';
import { screenNeedsDomainRules } from './needsDomainRules';
import { formBlockCode } from './page/blocks/form/formBlockCode';
import { gridBodyCode } from './page/blocks/grid/gridBodyCode';
import { loadKindCode } from './registry';

/** Whether a value holds a block of this kind anywhere (in a page's blocks, its tabs, their blocks). */
function holdsBlock(value: unknown, kind: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsBlock(item, kind));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.block === kind || Object.values(record).some((item) => holdsBlock(item, kind));
}

/** The code a whole definition renders with besides its kind's: a page's grid and form blocks, and the domain rules it uses. */
function loadDefinitionCode(screen: ScreenDefinition): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  if (screen.kind === 'page' && holdsBlock(screen.blocks, 'grid')) parts.push(gridBodyCode.load());
  if (screen.kind === 'page' && holdsBlock(screen.blocks, 'form')) parts.push(formBlockCode.load());
  if (screenNeedsDomainRules(screen)) parts.push(loadDomainRules());
  return Promise.all(parts);
}

/**
 * Loads all a screen renders with: its definition, its kind's code (at once, beside the
 * definition), the blocks' and the domain rules it uses. A route awaits it before rendering, so
 * the screen shows at once: a lazily loaded part would show behind a Suspense fallback, which
 * React holds back for some 300 ms.
 */
export function loadScreenCode(screen: RoutedScreen): Promise<unknown> {
  return Promise.all([loadKindCode(screen.kind), definitionOf(screen).then(loadDefinitionCode)]);
}
