import type { CustomBlock } from '../../../../generated/screen';
import type { Publication, PublishContext } from '../parts';

/** What a custom block publishes, as the checker reads it: the names its component's contract lists. */
export function customPublishes(block: CustomBlock, context: PublishContext): Publication {
  const names = context.componentPublishes(block.component) ?? [];
  return {
    names: new Map(names.map((name) => [name, { reads: 'any' }])),
    notPublished: (id) => (names.length > 0 ? `custom block "${id}" publishes only ${names.map((item) => `"${item}"`).join(', ')}` : `custom block "${id}" publishes nothing`),
  };
}
