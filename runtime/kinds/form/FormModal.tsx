import { useEffect, useId, useRef } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { Modal } from '../../ui/modal';
import { lookupNamesOf } from './cascade';
import { FieldTemplate } from './FieldTemplate';
import { FormActions } from './FormActions';
import { formIdOf } from './formId';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import type { FormContext, FormValues } from './types';
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
  const form = props.screen.forms?.[props.formName];
  // The controller loads one lookup per name: remount when a definition changes them.
  const key = `${formIdOf(props.screen.route, props.formName)}|${lookupNamesOf(form).join(',')}`;
  return <FormLoader key={key} {...props} />;
}

/** A form with `load` waits for its values ('Loading…'), then opens filled from them; a failure closes it. */
function FormLoader(props: FormModalProps) {
  const { screen, formName, row, context, onClose } = props;
  const form = screen.forms?.[formName];
  const failed = form?.load && (screen.messages[form.load.failed] ?? form.load.failed);
  const load = useLoadedRow(form?.load && failed !== undefined ? { endpoint: screen.endpoints[form.load.endpoint], failure: { text: failed, variant: 'warning' } } : undefined, row, context);
  useEffect(() => {
    if (load.status === 'failed') onClose();
  }, [load.status, onClose]);
  if (load.status === 'ready') return <FormDialog {...props} {...(load.row && { row: load.row })} />;
  if (load.status === 'failed') return null;
  return <LoadingFormModal title={form?.title ?? formName} closeLabel="Close" onClose={onClose} />;
}

function FormDialog({ screen, formName, row, onClose, onSaved, onDirtyChange, context }: FormModalProps) {
  const controller = useFormController(screen, formName, row, context);
  const formId = useId();
  useDirtyReport(controller.dirty, onDirtyChange);

  if (controller.status === 'unavailable') {
    return (
      <Modal
        title={controller.title}
        onClose={onClose}
        footer={
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        }
      >
        <p role="alert">{controller.error}</p>
      </Modal>
    );
  }
  return (
    <Modal
      title={controller.title}
      size={controller.layout.size}
      onClose={controller.submitting ? () => undefined : onClose}
      footer={<FormActions formId={formId} submitLabel={controller.submitLabel} submitting={controller.submitting} onCancel={onClose} />}
    >
      <div className={`form-modal form-modal--columns-${controller.layout.columns}`}>
        <FormView
          id={formId}
          controller={controller}
          formName={formName}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      </div>
    </Modal>
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
