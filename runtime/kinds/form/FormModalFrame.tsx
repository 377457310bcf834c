import { useId, type ReactNode } from 'react';
import { Modal } from '../../ui/modal';
import { FormActions } from './FormActions';
import type { FormLayout } from './formLayout';

/** A form's modal, or the same modal saying why there is no form to show (yet): one component, so the dialog stays open from one to the other. */
export type FormModalFrameProps = FormFrameProps | NoticeProps;

/** Why there is no form to show (yet): 'Loading…', an error; the footer has Close only. */
interface NoticeProps {
  shows: 'notice';
  title: string;
  notice: ReactNode;
  /** Text of the closing button (default 'Close'). */
  closeLabel?: string | undefined;
  onClose: () => void;
}

interface FormFrameProps {
  shows: 'form';
  title: string;
  layout: FormLayout;
  /** Id of the `<form>` inside: the footer's submit button names it. */
  formId: string;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** Why the submit waits (shown beside the buttons, and the submit's description). */
  note?: string | undefined;
  cancelLabel?: string | undefined;
  /** A line before the buttons, always in view (the success a form says before closing by itself). */
  status?: ReactNode;
  onClose: () => void;
  /** The form's fields (the `<form>` with id `formId`). */
  children: ReactNode;
  /** Shown under the fields (a polled submit's progress, its confirm question). */
  after?: ReactNode;
}

/**
 * The one modal every form shows in, grid and page forms alike: its size and columns from the
 * form's layout, Cancel and the submit in the footer (always in view, outside the `<form>`), and
 * no closing while the submit runs.
 */
export function FormModalFrame(props: FormModalFrameProps) {
  const noteId = useId();
  if (props.shows === 'notice') {
    return (
      <Modal
        title={props.title}
        onClose={props.onClose}
        footer={
          <button type="button" className="button" onClick={props.onClose}>
            {props.closeLabel ?? 'Close'}
          </button>
        }
      >
        {props.notice}
      </Modal>
    );
  }
  const { title, layout, formId, submitLabel, submitting, submitDisabled, note, cancelLabel, status, onClose, children, after } = props;
  return (
    <Modal
      title={title}
      size={layout.size}
      onClose={submitting ? () => undefined : onClose}
      footer={
        <>
          {status}
          {note && (
            <span id={noteId} className="page-form__note">
              {note}
            </span>
          )}
          <FormActions
            formId={formId}
            submitLabel={submitLabel}
            submitting={submitting}
            {...(submitDisabled !== undefined && { submitDisabled })}
            {...(note ? { describedBy: noteId } : {})}
            cancelLabel={cancelLabel}
            onCancel={onClose}
          />
        </>
      }
    >
      <div className={`form-modal form-modal--columns-${layout.columns}`}>{children}</div>
      {after}
    </Modal>
  );
}
