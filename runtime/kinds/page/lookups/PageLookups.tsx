import type { Lookup, PageScreen } from '../../../generated/screen';
import { lookupEndpoint } from '../../../lookups/ruleLookup';
import { usePageLookup } from './usePageLookup';

/** A page's lookups, loaded when it opens (001 §2: 'The region list is loaded when the page opens'). Renders nothing. */
export function PageLookups({ lookups }: { lookups: PageScreen['lookups'] }) {
  return (
    <>
      {Object.entries(lookups ?? {}).map(([name, lookup]) => (lookup ? <LookupLoader key={`${name}|${lookupEndpoint(lookup)?.path ?? ''}`} lookup={lookup} /> : null))}
    </>
  );
}

function LookupLoader({ lookup }: { lookup: Lookup }) {
  usePageLookup(lookup);
  return null;
}
