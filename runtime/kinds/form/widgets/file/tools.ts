import { push, scalar } from '../../../../../scripts/screens/diff/facts.ts';
import { value } from '../../../../../scripts/screens/diff/markdown.ts';
import type { WidgetTools } from '../tools';

/** Page forms only (a grid form sends JSON); 'file (.xlsx, .csv, at most 1048576 bytes)'. */
export const fileTools: WidgetTools<'file'> = {
  check: (_widget, context) => (context.form === 'grid' ? [['/ui/widget', 'a file field is for page forms (a grid form sends JSON)']] : []),
  describe: (ui) => `file (${Array.isArray(ui.accept) ? ui.accept.map(String).join(', ') : '?'}, at most ${value(ui.maxBytes)} bytes)`,
  facts: (before, after) => {
    const facts: string[] = [];
    push(facts, scalar('accepted files', before.accept, after.accept), scalar('largest file (bytes)', before.maxBytes, after.maxBytes));
    return facts;
  },
  described: ['accept', 'maxBytes'],
};
