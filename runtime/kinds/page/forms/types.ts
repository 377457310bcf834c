import type { FormBlock, PageForm } from '../../../generated/screen';

/** What a page form is made of, inline (a form block) or in a modal (`forms.<name>`). */
export type PageFormSpec = Pick<FormBlock, 'entity' | 'payload' | 'fields' | 'submit'> | Pick<PageForm, 'entity' | 'payload' | 'fields' | 'submit'>;

export type PageSubmit = PageFormSpec['submit'];
export type PageField = PageFormSpec['fields'][number];

/** Seconds an outcome stays shown unless the submit says otherwise (002 §8: 5 seconds). */
export const DEFAULT_OUTCOME_SECONDS = 5;
