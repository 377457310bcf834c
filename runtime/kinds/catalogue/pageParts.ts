import type { PageScreen } from '../../generated/screen';
import { fieldTexts, submitTexts } from '../page/forms/formTexts';
import { allBlocks } from '../page/blocks/allBlocks';
import { lookupEndpoint } from '../../lookups/ruleLookup';
import { partsOf } from '../page/blocks/registry';
import type { DefinitionText } from '../page/blocks/parts';
import type { CatalogueEntry } from '../kindCatalogue';

/** The calls of a page and every text its blocks and forms show (labels, notes, outcomes, messages). */
export function pageParts(screen: PageScreen): Pick<CatalogueEntry, 'endpoints' | 'messages'> {
  const calls = [...Object.values(screen.endpoints), ...Object.values(screen.lookups ?? {}).map(lookupEndpoint)].filter((endpoint) => endpoint !== undefined);
  const endpoints = [...new Set(calls.map((endpoint) => `${endpoint.method} ${endpoint.path}`))];
  const messages: DefinitionText[] = Object.entries(screen.messages ?? {}).flatMap(([key, text]) => (text === undefined ? [] : [{ key: `messages.${key}`, text }]));
  for (const [name, lookup] of Object.entries(screen.lookups ?? {})) if (lookup?.loadFailed !== undefined) messages.push({ key: `lookups.${name}.loadFailed`, text: lookup.loadFailed });
  for (const block of allBlocks(screen.blocks)) {
    const at = `blocks.${block.id}`;
    if (block.title) messages.push({ key: `${at}.title`, text: block.title });
    messages.push(...partsOf(block.block).texts(block, at));
  }
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    messages.push({ key: `forms.${name}.title`, text: form.title }, ...(form.cancelLabel !== undefined ? [{ key: `forms.${name}.cancelLabel`, text: form.cancelLabel }] : []), ...(form.load ? [{ key: `forms.${name}.load.failure`, text: form.load.failure }] : []), ...fieldTexts(`forms.${name}`, form.fields), ...submitTexts(`forms.${name}`, form.submit));
  }
  return { endpoints, messages };
}
