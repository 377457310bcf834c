import { Fragment, useContext, useId, useRef, type KeyboardEvent } from 'react';
import type { PageStateApi } from '../../state/pageStore';
import { ChildBlocksContext } from '../childBlocks';
import { tabForKey } from './tabKeys';
import { useTabsBlock, type TabsBlockSlice } from './useTabsBlock';

/** WAI-ARIA tabs: a tab list (roving focus, arrows, Home/End) and the selected tab's panel with its blocks. */
export function TabsBlockView({ slice, page }: { slice: TabsBlockSlice; page: PageStateApi }) {
  const { tabs, selected, select } = useTabsBlock(slice, page);
  const renderBlock = useContext(ChildBlocksContext);
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };
  const current = tabs[selected];
  return (
    <div className="page-tabs">
      <div role="tablist" className="page-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="page-tabs__tab"
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${base}-panel-${selected}`} aria-labelledby={`${base}-tab-${selected}`} className="page-tabs__panel" tabIndex={0}>
          {current.blocks.map((block) => (
            <Fragment key={block.id}>{renderBlock(block)}</Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
