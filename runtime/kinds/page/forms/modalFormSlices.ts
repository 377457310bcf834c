import type { PageScreen } from '../../../generated/screen';
import { pageFormIdOf } from '../../form/pageFormId';
import { pollEndpointOf, stepEndpointsOf } from './pollEndpoint';
import { endpointChoicesOf } from './submitAlternatives';
import type { ModalFormSlice } from './modalFormSlice';

/** The modal forms of a page, each with its call and lookups. */
export function modalFormSlices(screen: PageScreen): Record<string, ModalFormSlice> {
  const slices: Record<string, ModalFormSlice> = {};
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const loadEndpoint = form.load ? screen.endpoints[form.load.endpoint] : undefined;
    slices[name] = { name, formId: pageFormIdOf(screen.route, { form: name }), form, endpoint: form.submit.endpoint !== undefined ? screen.endpoints[form.submit.endpoint] : undefined, endpointWhen: endpointChoicesOf(screen.endpoints, form.submit), pollEndpoint: pollEndpointOf(screen, form.submit), stepEndpoints: stepEndpointsOf(screen, form.submit), loadEndpoint, lookups: screen.lookups ?? {}, optionSets: screen.options };
  }
  return slices;
}
