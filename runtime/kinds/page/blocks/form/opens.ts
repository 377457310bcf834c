import type { FormBlock } from '../../../../generated/screen';
import type { OpenedRoute } from '../parts';

/** The screens a form block opens: after a success (`submit.navigate.to`) and by its Close button (`closeButton.to`). */
export const formOpens = (block: FormBlock): OpenedRoute[] => [
  ...(block.submit?.navigate ? [{ pointer: '/submit/navigate/to', route: block.submit.navigate.to }] : []),
  ...(block.closeButton ? [{ pointer: '/closeButton/to', route: block.closeButton.to }] : []),
];
