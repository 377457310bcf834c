import './disclosures.css';
import type { DisclosuresBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';
import { paragraphs } from './paragraphs';

/**
 * An FAQ accordion: each item a native `<details>` whose `<summary>` is a button to assistive
 * technology (Enter and Space toggle it; it is announced expanded or collapsed), the answer under it.
 */
export function DisclosuresBlockView({ slice }: { slice: { block: DisclosuresBlock }; page: PageStateApi }) {
  return (
    <div className="page-disclosures">
      {slice.block.items.map((item, index) => (
        <details key={`${index}-${item.summary}`} className="page-disclosure" open={item.open ?? false}>
          <summary className="page-disclosure__summary">{item.summary}</summary>
          <div className="page-disclosure__text">
            {paragraphs(item.text).map((paragraph, at) => (
              <p key={at}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
