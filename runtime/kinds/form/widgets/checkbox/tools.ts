import type { WidgetTools } from '../tools';

/** A checkbox has no rules of its own and nothing to describe. */
export const checkboxTools: WidgetTools<'checkbox'> = {
  check: () => [],
  describe: () => 'checkbox',
  facts: () => [],
  described: [],
};
