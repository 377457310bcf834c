import { loadDomainRules } from '../domain/domainRules';
import type { ScreenDefinition } from '../generated/screen';
import { definitionOf, type RoutedScreen } from '../screens/definitions';
import { screenNeedsDomainRules } from './needsDomainRules';
import { kindPartsOf, loadKindCode } from './registry';

/** The code a whole definition renders with besides its kind's view: what its kind loads besides (a page's blocks), and the domain rules it uses. */
function loadDefinitionCode(screen: ScreenDefinition): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  const loadCode = kindPartsOf(screen).loadCode;
  if (loadCode) parts.push(loadCode(screen));
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
