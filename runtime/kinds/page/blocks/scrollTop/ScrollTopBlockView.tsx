import type { ScrollTopBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';
import { scrollToTop } from './scrollToTop';

/** The definition's back-to-top button. */
export function ScrollTopBlockView({ slice }: { slice: { block: ScrollTopBlock }; page: PageStateApi }) {
  return (
    <button type="button" className="button" onClick={(event) => scrollToTop(event.currentTarget)}>
      {slice.block.label}
    </button>
  );
}
