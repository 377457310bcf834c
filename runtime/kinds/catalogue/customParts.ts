import type { CustomBlock, ScreenDefinition } from '../../generated/screen';
import { allBlocks } from '../page/blocks/allBlocks';

/** The texts of a custom block, by its contract's keys: `blocks.<id>.messages.<key>`. */
export function customBlockTexts(block: CustomBlock, at: string): Array<{ key: string; text: string }> {
  return Object.entries(block.messages).flatMap(([key, text]) => (text === undefined ? [] : [{ key: `${at}.messages.${key}`, text }]));
}

/** The custom components a screen shows, each once, in page order. */
export function customComponentsOf(screen: ScreenDefinition): string[] {
  if (screen.kind !== 'page') return [];
  return [...new Set(allBlocks(screen.blocks).flatMap((block) => (block.block === 'custom' ? [block.component] : [])))];
}
