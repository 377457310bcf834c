import type { Lookup } from '../../generated/screen';
import { lookupEndpoint } from '../../lookups/ruleLookup';
import { forSignedInUser } from '../../screens/preloadScreen';
import { partsOf } from './blocks/registry';

/**
 * A page's first calls: its lookups (loaded when it opens) and those of each block shown from the
 * start that makes any (`preload` of its kind: a grid's first page, whose templates read the page
 * state as it starts: empty).
 */
const preloadPageScreen = forSignedInUser<'page'>((screen, call, answers) => {
  const loadLookup = (lookup: Lookup | undefined) => {
    const endpoint = lookupEndpoint(lookup);
    if (endpoint) answers.load(call, endpoint).catch(() => undefined);
  };
  for (const lookup of Object.values(screen.lookups ?? {})) loadLookup(lookup);
  for (const block of screen.blocks) partsOf(block.block).preload(screen, block, call);
});

export default preloadPageScreen;
