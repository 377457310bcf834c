import type { Endpoint, Lookup, OptionSets, PageForm } from '../../../generated/screen';
import type { EndpointChoice } from './submitAlternatives';
import { renderTemplate } from '../../../templates/template';
import { textOf } from '../../../../shared/textOf';

/** What a modal form of a page needs: its definition, the id of its validator, its call and lookups. */
export interface ModalFormSlice {
  name: string;
  formId: string;
  form: PageForm;
  endpoint: Endpoint | undefined;
  /** Its submit's `endpointWhen`, each with its call. */
  endpointWhen?: readonly EndpointChoice[] | undefined;
  pollEndpoint?: Endpoint | undefined;
  /** The calls its submit's `before` steps make, by endpoint name. */
  stepEndpoints?: Readonly<Record<string, Endpoint | undefined>> | undefined;
  /** The call a form with `load` reads its values through when it opens. */
  loadEndpoint?: Endpoint | undefined;
  lookups: Readonly<Record<string, Lookup | undefined>>;
  /** The page's option sets (`options`): what text fields' `suggestions` offer. */
  optionSets?: OptionSets | undefined;
}

/** The modal's title: a template over the row it was opened for (`Update Region: {region_name}`); without a row it reads nothing. */
export function modalTitle(title: string, row: Record<string, unknown> | undefined): string {
  const filled = renderTemplate(title, row ?? {});
  return filled === undefined || filled === null ? '' : textOf(filled);
}
