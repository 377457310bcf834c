import type { WidgetTools } from '../tools';

/** A text box has no rules of its own and nothing to describe beyond its placeholder. */
export const textTools: WidgetTools<'text'> = {
  check: () => [],
  describe: () => 'text',
  facts: () => [],
  described: [],
};
