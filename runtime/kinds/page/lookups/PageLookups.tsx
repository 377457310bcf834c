import type { Lookup, PageScreen } from '../../../generated/screen';
import { usePageLookup } from './usePageLookup';

/** A page's lookups, loaded when it opens (001 §2: 'The region list is loaded when the page opens'). Renders nothing. */
export function PageLookups({ lookups }: { lookups: PageScreen['lookups'] }) {
  return (
    <>
      {Object.entries(lookups ?? {}).map(([name, lookup]) => (lookup ? <LookupLoader key={`${name}|${lookup.endpoint.path}`} lookup={lookup} /> : null))}
    </>
  );
}

function LookupLoader({ lookup }: { lookup: Lookup }) {
  usePageLookup(lookup);
  return null;
}
