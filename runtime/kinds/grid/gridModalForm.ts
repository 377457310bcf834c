import type { Form, GridScreen } from '../../generated/screen';
import { gridAnswerText } from '../form/answerText';
import { formIdOf } from '../form/formId';
import type { ModalForm } from '../form/modalForm';
import { resolveForm } from '../form/resolveForm';
import { valuesFromRow } from '../form/valuesFromRow';
import { resolveFormOptions } from './optionSets';

/** What a grid's form modal reads of its definition: the grid kind's screen, or a grid block's slice (`route` is then its block key). */
export type FormScreen = Pick<GridScreen, 'route' | 'forms' | 'lookups' | 'endpoints' | 'messages'> & { options?: GridScreen['options'] | undefined };

/** The submit label of a grid form that names none. */
const DEFAULT_SUBMIT_LABEL = 'Save';

/**
 * A grid's or sub-table's form as the one form modal shows it: resolved against its entity and
 * the option sets its selects name (as the build compiled it); `initial: row` (or `load`) opens it
 * filled from the row; its answers are worded by the server and `failedMessage` (gridAnswerText),
 * toasted as success or warning for `duration` seconds (the toasts' default without one).
 */
export function gridModalForm(screen: FormScreen, formName: string, definition: Form): ModalForm {
  const { load } = definition;
  const failed = load && (screen.messages[load.failed] ?? load.failed);
  const typed = definition.fields.filter((field) => field.computed === undefined);
  return {
    name: formName,
    formId: formIdOf(screen.route, formName),
    idPrefix: `form_${formName}`,
    spec: {
      entity: definition.entity,
      ...(definition.payload !== undefined && { payload: definition.payload }),
      fields: definition.fields,
      submit: { label: definition.submitLabel ?? DEFAULT_SUBMIT_LABEL, endpoint: definition.endpoint, failure: '' },
    },
    resolve: (entitySchema) => resolveFormOptions(resolveForm(definition, entitySchema), screen.options),
    answerText: gridAnswerText(definition.failedMessage === undefined ? undefined : screen.messages[definition.failedMessage], definition.serverErrorText),
    title: () => definition.title,
    loadingCloseLabel: 'Close',
    // Computed fields are derived, never opened with a value.
    startValues: (row) => (definition.initial === 'row' || load ? valuesFromRow({ fields: typed }, row) : {}),
    load: load && failed !== undefined ? { endpoint: screen.endpoints[load.endpoint], failure: () => ({ text: failed, variant: 'warning' }) } : undefined,
    endpoint: screen.endpoints[definition.endpoint],
    lookups: screen.lookups ?? {},
    optionSets: screen.options,
    failureVariant: 'warning',
    durationMs: definition.duration === undefined ? undefined : definition.duration * 1000,
  };
}
