import type { FormBlock } from '../../../../generated/screen';
import type { OpenedRoute } from '../parts';

/** The screen a form block opens after a success (`submit.navigate.to`). */
export const formOpens = (block: FormBlock): OpenedRoute[] => (block.submit?.navigate ? [{ pointer: '/submit/navigate/to', route: block.submit.navigate.to }] : []);
