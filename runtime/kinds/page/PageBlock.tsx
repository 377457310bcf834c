import { Suspense, useMemo, type ComponentType } from 'react';
import type { Block, PageScreen } from '../../generated/screen';
import { blockSlicers, type BlockKind, type BlockOf, type BlockSlices } from './blocks/blockSlices';
import { blockViews, type BlockViewProps } from './blocks/registry';
import type { PageStateApi } from './state/pageStore';
import { useCondition } from './state/usePageState';

/** A block of the page, shown while its `when` holds, under its title. */
export function PageBlock({ screen, block, page }: { screen: PageScreen; block: Block; page: PageStateApi }) {
  const shown = useCondition(page, block.when);
  const slice = useMemo(() => sliceOf(screen, block), [screen, block]);
  if (!shown) return null;
  const View = blockViews[block.block] as ComponentType<BlockViewProps<BlockKind>>;
  const headingId = `block-${block.id}-title`;
  return (
    <section className={`page-block page-block--${block.block}`} aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      {/* A block whose code loads on first use (a form) waits here, not the whole page. */}
      <Suspense fallback={null}>
        <View slice={slice} page={page} />
      </Suspense>
    </section>
  );
}

function sliceOf(screen: PageScreen, block: Block): BlockSlices[BlockKind] {
  const slicer = blockSlicers[block.block] as (screen: PageScreen, block: BlockOf<BlockKind>) => BlockSlices[BlockKind];
  return slicer(screen, block);
}
