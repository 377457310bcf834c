import type { CustomBlock, Endpoint, PageScreen } from '../../../../generated/screen';
import type { ModalFormSlice } from '../../forms/modalFormSlice';
import { modalFormSlices } from '../../forms/modalFormSlices';

/** What a custom block needs: itself and, by its contract's names, the screen's endpoints and modal forms it maps them to. */
export interface CustomBlockSlice {
  block: CustomBlock;
  endpoints: Readonly<Record<string, Endpoint | undefined>>;
  /** The page's modal forms the component opens, by its contract's roles. */
  forms: Readonly<Record<string, ModalFormSlice | undefined>>;
}

export function customBlockSlice(screen: PageScreen, block: CustomBlock): CustomBlockSlice {
  const pageForms = block.forms ? modalFormSlices(screen) : {};
  return {
    block,
    endpoints: Object.fromEntries(Object.entries(block.endpoints).map(([name, endpoint]) => [name, endpoint === undefined ? undefined : screen.endpoints[endpoint]])),
    forms: Object.fromEntries(Object.entries(block.forms ?? {}).map(([role, form]) => [role, form === undefined ? undefined : pageForms[form]])),
  };
}
