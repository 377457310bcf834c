import type { PageField, PageScreen, PageSubmit } from '../../generated/screen';
import { widgetPartsOf } from '../form/widgets/registry';
import { allBlocks } from '../page/blocks/allBlocks';
import type { CatalogueEntry } from './catalogueEntries';
import { customBlockTexts } from './customParts';
import { gridTexts } from './gridTexts';

type Texts = CatalogueEntry['messages'];

function submitTexts(at: string, submit: PageSubmit): Texts {
  const texts: Texts = [{ key: `${at}.submit.label`, text: submit.label }];
  for (const key of ['confirm', 'incomplete'] as const) {
    const text = submit[key];
    if (text !== undefined) texts.push({ key: `${at}.submit.${key}`, text });
  }
  for (const key of ['success', 'failure', 'conflict', 'networkFailure'] as const) {
    const text = submit[key];
    // Alternatives are listed each under its index (`failure.1`), the fallback last.
    if (typeof text === 'string') texts.push({ key: `${at}.submit.${key}`, text });
    else text?.forEach((alternative, i) => texts.push({ key: `${at}.submit.${key}.${i}`, text: alternative }));
  }
  for (const [i, guard] of (submit.guards ?? []).entries()) texts.push({ key: `${at}.submit.guards.${i}`, text: guard.message });
  if (submit.poll) {
    texts.push({ key: `${at}.submit.poll.networkErrorText`, text: submit.poll.networkErrorText });
    if (submit.poll.failText !== undefined) texts.push({ key: `${at}.submit.poll.failText`, text: submit.poll.failText });
  }
  return texts;
}

function fieldTexts(at: string, fields: readonly PageField[]): Texts {
  return fields.flatMap((field) => [
    ...(field.label !== undefined ? [{ key: `${at}.fields.${field.name}.label`, text: field.label }] : []),
    ...(field.hint !== undefined ? [{ key: `${at}.fields.${field.name}.hint`, text: field.hint }] : []),
    ...Object.entries(field.messages ?? {}).flatMap(([keyword, text]) => (text === undefined ? [] : [{ key: `${at}.fields.${field.name}.messages.${keyword}`, text }])),
    ...(field.ui ? widgetPartsOf(field.ui.widget).texts(field.ui) : []).map(({ key, text }) => ({ key: `${at}.fields.${field.name}.${key}`, text })),
  ]);
}

/** The calls of a page and every text its blocks and forms show (labels, notes, outcomes, messages). */
export function pageParts(screen: PageScreen): Pick<CatalogueEntry, 'endpoints' | 'messages'> {
  const calls = [...Object.values(screen.endpoints), ...Object.values(screen.lookups ?? {}).map((lookup) => lookup?.endpoint)].filter((endpoint) => endpoint !== undefined);
  const endpoints = [...new Set(calls.map((endpoint) => `${endpoint.method} ${endpoint.path}`))];
  const messages: Texts = Object.entries(screen.messages ?? {}).flatMap(([key, text]) => (text === undefined ? [] : [{ key: `messages.${key}`, text }]));
  for (const [name, lookup] of Object.entries(screen.lookups ?? {})) if (lookup?.loadFailed !== undefined) messages.push({ key: `lookups.${name}.loadFailed`, text: lookup.loadFailed });
  for (const block of allBlocks(screen.blocks)) {
    const at = `blocks.${block.id}`;
    if (block.title) messages.push({ key: `${at}.title`, text: block.title });
    if (block.block === 'form') messages.push(...fieldTexts(at, block.fields), ...(block.submit ? submitTexts(at, block.submit) : []));
    if (block.block === 'form' && block.initial) {
      for (const key of ['notFound', 'loadFailed'] as const) {
        const text = block.initial[key];
        if (text !== undefined) messages.push({ key: `${at}.initial.${key}`, text });
      }
    }
    if (block.block === 'result') messages.push(...block.fields.map((field) => ({ key: `${at}.fields.${field.path}`, text: field.label })));
    if (block.block === 'grid') messages.push(...gridTexts(block, `${at}.`));
    if (block.block === 'custom') messages.push(...customBlockTexts(block, at));
    if (block.block === 'tabs') messages.push(...block.tabs.map((tab, i) => ({ key: `${at}.tabs.${i}.label`, text: tab.label })));
    if (block.block === 'status') messages.push(...block.items.map((item) => ({ key: `${at}.items.${item.path}`, text: item.label })));
    if (block.block === 'cards') {
      messages.push({ key: `${at}.empty`, text: block.empty });
      if (block.create) messages.push({ key: `${at}.create.label`, text: block.create.label });
      if (block.edit) messages.push({ key: `${at}.edit.label`, text: block.edit.label });
    }
  }
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    messages.push({ key: `forms.${name}.title`, text: form.title }, ...(form.cancelLabel !== undefined ? [{ key: `forms.${name}.cancelLabel`, text: form.cancelLabel }] : []), ...(form.load ? [{ key: `forms.${name}.load.failure`, text: form.load.failure }] : []), ...fieldTexts(`forms.${name}`, form.fields), ...submitTexts(`forms.${name}`, form.submit));
  }
  return { endpoints, messages };
}
