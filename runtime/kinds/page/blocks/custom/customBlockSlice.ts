import type { CustomBlock, Endpoint, PageScreen } from '../../../../generated/screen';

/** What a custom block needs: itself and, by its contract's names, the screen's endpoints it maps them to. */
export interface CustomBlockSlice {
  block: CustomBlock;
  endpoints: Readonly<Record<string, Endpoint | undefined>>;
}

export function customBlockSlice(screen: PageScreen, block: CustomBlock): CustomBlockSlice {
  return { block, endpoints: Object.fromEntries(Object.entries(block.endpoints).map(([name, endpoint]) => [name, endpoint === undefined ? undefined : screen.endpoints[endpoint]])) };
}
