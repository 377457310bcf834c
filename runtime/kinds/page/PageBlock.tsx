import { Suspense, useMemo } from 'react';
import type { Block, PageScreen } from '../../generated/screen';
import { allBlocks } from './blocks/allBlocks';
import { partsOf } from './blocks/registry';
import type { PageStateApi } from './state/pageStore';
import { useCondition } from './state/usePageState';

/** A block of the page, shown while its `when` holds, under its title. */
export function PageBlock({ screen, block, page }: { screen: PageScreen; block: Block; page: PageStateApi }) {
  const shown = useCondition(page, block.when);
  const render = useMemo(() => partsOf(block.block).view.bind(screen, block, allBlocks), [screen, block]);
  if (!shown) return null;
  const headingId = `block-${block.id}-title`;
  return (
    <section className={`page-block page-block--${block.block}${partsOf(block.block).isButton?.(block) === true ? ' page-block--button' : ''}`} aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      {/* A block whose code is not loaded yet (a page rendered without its route's loader) waits here, not the whole page. */}
      <Suspense fallback={null}>{render(page)}</Suspense>
    </section>
  );
}
