import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/**
 * How RJSF fills a form's starting values, the same where it shows the form and where the
 * controller reads them: a list with `minItems` starts empty, never with blank items that would
 * read as chosen (a week list showing 'Chosen: undefined', an unfilled required list counting as filled).
 */
export const DEFAULT_FORM_STATE: Experimental_DefaultFormStateBehavior = { arrayMinItems: { populate: 'never' } };
