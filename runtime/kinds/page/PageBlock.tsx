import { Suspense, useMemo } from 'react';
import type { Block, PageScreen } from '../../generated/screen';
import { partsOf } from './blocks/registry';
import type { PageStateApi } from './state/pageStore';
import { useCondition } from './state/usePageState';

/** A block of the page, shown while its `when` holds, under its title. */
export function PageBlock({ screen, block, page }: { screen: PageScreen; block: Block; page: PageStateApi }) {
  const shown = useCondition(page, block.when);
  const render = useMemo(() => partsOf(block.block).view.bind(screen, block), [screen, block]);
  if (!shown) return null;
  const headingId = `block-${block.id}-title`;
  return (
    <section className={`page-block page-block--${block.block}${isButtonOnly(block) ? ' page-block--button' : ''}`} aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      {/* A block whose code is not loaded yet (a page rendered without its route's loader) waits here, not the whole page. */}
      <Suspense fallback={null}>{render(page)}</Suspense>
    </section>
  );
}

/** A form block without fields or title is its submit button alone: the page lays such blocks side by side. */
export function isButtonOnly(block: Block): boolean {
  return block.block === 'form' && block.fields.length === 0 && block.title === undefined;
}
