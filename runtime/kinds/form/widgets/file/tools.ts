import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { value } from '../../../../tooling/diff/markdown.ts';
import { acceptsImages, IMAGE_ENDINGS } from '../../imageFile.ts';
import type { WidgetProblem, WidgetTools } from '../tools';

/** Page forms only (a grid form sends JSON), and a preview or a paste needs images accepted; 'file (.xlsx, .csv, at most 1048576 bytes)'. */
export const fileTools: WidgetTools<'file'> = {
  check: (widget, context) => {
    const problems: WidgetProblem[] = context.form === 'grid' ? [['/ui/widget', 'a file field is for page forms (a grid form sends JSON)', 'widget.file-in-grid']] : [];
    const images = acceptsImages(widget.accept);
    for (const key of ['preview', 'paste'] as const) {
      if (widget[key] === true && !images) problems.push([`/ui/${key}`, `"${key}" needs an image type in "accept" (${IMAGE_ENDINGS.join(', ')}); it accepts ${widget.accept.join(', ')}`, 'widget.image-option-without-image']);
    }
    return problems;
  },
  describe: (ui) =>
    `file (${Array.isArray(ui.accept) ? ui.accept.map(String).join(', ') : '?'}, at most ${value(ui.maxBytes)} bytes${ui.preview === true ? ', previewed' : ''}${ui.paste === true ? ', pasted images taken' : ''})`,
  facts: (before, after) => {
    const facts: string[] = [];
    push(
      facts,
      scalar('accepted files', before.accept, after.accept),
      scalar('largest file (bytes)', before.maxBytes, after.maxBytes),
      scalar('image preview', before.preview, after.preview, { fallback: false }),
      scalar('pasted images', before.paste, after.paste, { fallback: false }),
    );
    return facts;
  },
  described: ['accept', 'maxBytes', 'preview', 'paste'],
};
