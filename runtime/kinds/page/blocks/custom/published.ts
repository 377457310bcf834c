import type { PublishedValue } from '../../../../custom/customContract';
import type { CustomBlock } from '../../../../generated/screen';
import type { Published, Publication, PublishContext } from '../parts';

/** What a path may read past a value a component publishes: its entity's fields, or nothing past a plain value. */
function publishedAs(value: PublishedValue): Published {
  if ('entity' in value) return value.list === true ? { reads: 'rows', entity: value.entity, payload: value.payload, list: true } : { reads: 'row', entity: value.entity, payload: value.payload };
  return value.list === true ? { reads: 'value', list: true } : { reads: 'value' };
}

/** What a custom block publishes, as the checker reads it: the names its component's contract lists, typed as it says. */
export function customPublishes(block: CustomBlock, context: PublishContext): Publication {
  const published = Object.entries(context.componentPublishes(block.component) ?? {});
  const names = published.map(([name]) => name);
  return {
    names: new Map(published.map(([name, value]) => [name, publishedAs(value)])),
    notPublished: (id) => (names.length > 0 ? `custom block "${id}" publishes only ${names.map((item) => `"${item}"`).join(', ')}` : `custom block "${id}" publishes nothing`),
  };
}
