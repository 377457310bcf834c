import { use } from 'react';
import { domainRulesLoaded, loadDomainRules } from './domainRules';

/**
 * For a view that calls the domain rules while it renders: suspends (to the nearest Suspense) until
 * they are loaded, the first time only. `needed: false` skips it, for a screen that uses none.
 */
export function useDomainRules(needed = true): void {
  if (needed && !domainRulesLoaded()) use(loadDomainRules());
}
