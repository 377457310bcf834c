import { Suspense, use, useEffect, useId, useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { lookupNamesOf } from './cascade';
import { FieldTemplate } from './FieldTemplate';
import { FormModalFrame } from './FormModalFrame';
import { formIdOf } from './formId';
import { resolveForm } from './resolveForm';
import { resolveFormOptions } from '../grid/optionSets';
import { entitySchemaOf } from './entitySchemaResource';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { useFormController, type FormScreen, type ReadyForm } from './useFormController';
import { LoadingFormModal } from './LoadingFormModal';
import { useLoadedRow } from './useLoadedRow';
import { formWidgets } from './widgets';
import './form.css';

export interface FormModalProps {
  screen: FormScreen;
  /** The form of `screen.forms` to show. */
  formName: string;
  /** The row an edit form (`initial: row`) opens for. */
  row?: Record<string, unknown>;
  onClose: () => void;
  /** After a successful submit, before the modal closes. */
  onSaved: () => void;
  /** Whether the form holds unsaved input (false again when it closes). */
  onDirtyChange?: (dirty: boolean) => void;
  /** What the grid gives the form's templates besides the row (a sub-table's `parent`). */
  context?: Readonly<Record<string, unknown>>;
}

const templates = { FieldTemplate, ObjectFieldTemplate };

/**
 * A definition's form in a modal. Render it only while open: it starts afresh each time it is
 * shown (from the schema defaults, or from `row`) and forgets everything when hidden.
 */
export function FormModal(props: FormModalProps) {
  // Nothing shows until the form's entity schema is there (as while its chunk loads): it never opens half-derived.
  return (
    <Suspense fallback={null}>
      <EntityFormModal {...props} />
    </Suspense>
  );
}

/** The definition's form resolved against its entity schema (resolveForm.ts) and the option sets its selects name. */
function EntityFormModal(props: FormModalProps) {
  const definition = props.screen.forms?.[props.formName];
  const entity = definition ? use(entitySchemaOf(definition.entity)) : undefined;
  const options = props.screen.options;
  const form = useMemo(() => (definition && entity?.ok ? resolveFormOptions(resolveForm(definition, entity.schema), options) : undefined), [definition, entity, options]);
  if (entity && !entity.ok) return <UnavailableModal title={definition?.title ?? props.formName} error={entity.error} onClose={props.onClose} />;
  // The controller loads one lookup per name: remount when a definition changes them.
  const key = `${formIdOf(props.screen.route, props.formName)}|${lookupNamesOf(form).join(',')}`;
  return <FormLoader key={key} {...props} form={form} />;
}

/** The form's props with its definition resolved against its entity (undefined: no such form, or its entity is unknown). */
type ResolvedProps = FormModalProps & { form: ResolvedForm | undefined };

/** A form with `load` waits for its values ('Loading…'), then opens filled from them; a failure closes it. */
function FormLoader(props: ResolvedProps) {
  const { screen, formName, row, context, onClose, form } = props;
  const failed = form?.load && (screen.messages[form.load.failed] ?? form.load.failed);
  const load = useLoadedRow(form?.load && failed !== undefined ? { endpoint: screen.endpoints[form.load.endpoint], failure: { text: failed, variant: 'warning' } } : undefined, row, context);
  useEffect(() => {
    if (load.status === 'failed') onClose();
  }, [load.status, onClose]);
  if (load.status === 'ready') return <FormDialog {...props} {...(load.row && { row: load.row })} />;
  if (load.status === 'failed') return null;
  return <LoadingFormModal title={form?.title ?? formName} closeLabel="Close" onClose={onClose} />;
}

function FormDialog({ screen, formName, form, row, onClose, onSaved, onDirtyChange, context }: ResolvedProps) {
  const controller = useFormController(screen, formName, form, row, context);
  const formId = useId();
  useDirtyReport(controller.dirty, onDirtyChange);

  if (controller.status === 'unavailable') return <UnavailableModal title={controller.title} error={controller.error} onClose={onClose} />;
  return (
    <FormModalFrame shows="form" title={controller.title} layout={controller.layout} formId={formId} submitLabel={controller.submitLabel} submitting={controller.submitting} onClose={onClose}>
      <FormView
        id={formId}
        controller={controller}
        formName={formName}
        onSaved={() => {
          onSaved();
          onClose();
        }}
      />
    </FormModalFrame>
  );
}

/** A form that cannot be shown, saying why. */
function UnavailableModal({ title, error, onClose }: { title: string; error: string; onClose: () => void }) {
  return (
    <FormModalFrame shows="notice" title={title} notice={<p role="alert">{error}</p>} onClose={onClose} />
  );
}

/** The RJSF form (its buttons are in the modal's footer, tied to it by `id`). */
function FormView({ id, controller, formName, onSaved }: { id: string; controller: ReadyForm; formName: string; onSaved: () => void }) {
  return (
    <Form<FormValues, RJSFSchema, FormContext>
      id={id}
      schema={controller.schema}
      uiSchema={controller.uiSchema}
      validator={controller.validator}
      formData={controller.formData}
      formContext={controller.formContext}
      widgets={formWidgets}
      templates={templates}
      idPrefix={`form_${formName}`}
      extraErrors={controller.extraErrors}
      transformErrors={controller.transformErrors}
      customValidate={controller.customValidate}
      liveValidate={controller.liveValidate ? 'onChange' : false}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={controller.submitting}
      onChange={(event) => controller.change(event.formData)}
      onError={() => controller.rejected()}
      onSubmit={() => {
        void controller.submit().then((saved) => {
          if (saved) onSaved();
        });
      }}
    />
  );
}

/** Tells the owner whether the form is dirty as it changes, and that it is not once closed. */
function useDirtyReport(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined) {
  const report = useRef(onDirtyChange);
  useEffect(() => {
    report.current = onDirtyChange;
  }, [onDirtyChange]);
  useEffect(() => {
    report.current?.(dirty);
  }, [dirty]);
  useEffect(() => () => report.current?.(false), []);
}
