import { useCallback, useState } from 'react';
import type { Block, TabsBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';

/** What a tabs block needs: itself (its tabs hold their blocks), and the ids of every block each tab holds, those its blocks hold included. */
export interface TabsBlockSlice {
  block: TabsBlock;
  heldIds: readonly (readonly string[])[];
}

export interface TabView {
  label: string;
  blocks: readonly Block[];
}

export interface TabsBlockController {
  tabs: TabView[];
  selected: number;
  /** Shows a tab; what the blocks of the tab left published is emptied (a form's values, answer and alert). */
  select: (index: number) => void;
}

/** One tab shown at a time; leaving a tab clears its forms' page state, so nothing typed there is sent later or kept. */
export function useTabsBlock({ block, heldIds }: TabsBlockSlice, page: PageStateApi): TabsBlockController {
  const [selected, setSelected] = useState(0);
  const select = useCallback(
    (index: number) => {
      if (index === selected || index < 0 || index >= block.tabs.length) return;
      for (const id of heldIds[selected] ?? []) page.set(id, undefined);
      setSelected(index);
    },
    [block.tabs.length, heldIds, page, selected],
  );
  return { tabs: block.tabs.map((tab) => ({ label: tab.label, blocks: tab.blocks })), selected, select };
}
