import { useEffect, useRef } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { GridScreen } from '../../generated/screen';
import { Modal } from '../../ui/modal';
import { lookupNamesOf } from './cascade';
import { FieldTemplate } from './FieldTemplate';
import { formIdOf } from './formId';
import type { FormContext, FormValues } from './types';
import { useFormController, type ReadyForm } from './useFormController';
import { formWidgets } from './widgets';
import './form.css';

export interface FormModalProps {
  screen: GridScreen;
  /** The form of `screen.forms` to show. */
  formName: string;
  /** The row an edit form (`initial: row`) opens for. */
  row?: Record<string, unknown>;
  onClose: () => void;
  /** After a successful submit, before the modal closes. */
  onSaved: () => void;
  /** Whether the form holds unsaved input (false again when it closes). */
  onDirtyChange?: (dirty: boolean) => void;
}

const templates = { FieldTemplate };

/**
 * A definition's form in a modal. Render it only while open: it starts afresh each time it is
 * shown (from the schema defaults, or from `row`) and forgets everything when hidden.
 */
export function FormModal(props: FormModalProps) {
  const form = props.screen.forms?.[props.formName];
  // The controller loads one lookup per name: remount when a definition changes them.
  const key = `${formIdOf(props.screen.route, props.formName)}|${lookupNamesOf(form).join(',')}`;
  return <FormDialog key={key} {...props} />;
}

function FormDialog({ screen, formName, row, onClose, onSaved, onDirtyChange }: FormModalProps) {
  const controller = useFormController(screen, formName, row);
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
    <Modal title={controller.title} onClose={controller.submitting ? () => undefined : onClose}>
      <div className="form-modal">
        <FormView
          controller={controller}
          formName={formName}
          onCancel={onClose}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      </div>
    </Modal>
  );
}

function FormView({ controller, formName, onCancel, onSaved }: { controller: ReadyForm; formName: string; onCancel: () => void; onSaved: () => void }) {
  return (
    <Form<FormValues, RJSFSchema, FormContext>
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
    >
      <div className="form-modal__actions">
        <button type="button" className="button" onClick={onCancel} disabled={controller.submitting}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={controller.submitting}>
          {controller.submitLabel}
        </button>
      </div>
    </Form>
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
