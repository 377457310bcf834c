import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { templateGlobals } from '../../templates/globals';
import { ConfirmDialog } from '../../ui/modal';
import { pageFormLookups } from '../page/forms/asForm';
import { PollProgress } from '../page/forms/PollProgress';
import { createPageStore, type PageStateApi } from '../page/state/pageStore';
import { entitySchemaState, useLoadedEntitySchema, type EntitySchemaState } from './entitySchemaResource';
import { FormFields } from './FormFields';
import { FormModalFrame } from './FormModalFrame';
import type { ModalForm } from './modalForm';
import { useLoadedRow } from './useLoadedRow';
import { useModalForm } from './useModalForm';
import { useClosingSuccess } from './useClosingSuccess';
import { useRefocusWhenLocked } from './useRefocusWhenLocked';

export interface FormModalProps {
  form: ModalForm;
  /** The page it shows on; omitted (a grid screen's form) = a state of its own holding the globals (`user.*`, `today`). */
  page?: PageStateApi | undefined;
  /** The row it was opened for. */
  row?: Record<string, unknown> | undefined;
  /** What the opener gives the templates besides the row (a sub-table's `parent`). */
  context?: Readonly<Record<string, unknown>> | undefined;
  onClose: () => void;
  /**
   * After a successful submit, as the modal closes: at once, or (`closeAfterMs`) when it closes by
   * itself after saying the success, or sooner when closed by Cancel (still saved). It is given
   * the submit's answer (a submit that sends nothing: the values it was pressed with).
   */
  onSaved: (answer: unknown) => void;
}

/**
 * The one modal every form opens in (grid, sub-table and page forms alike). Render it only while
 * open: it starts afresh each time it is shown and forgets everything when hidden. Nothing shows
 * until the form's entity schema is there (as while its chunk loads): it never opens
 * half-derived. A form with `load` reads its values first ('Loading…'); a failure closes it (its
 * text is toasted). A form with `closeAfterMs` says its success inside the dialog (a status line
 * above the buttons, the fields and the submit locked) and closes by itself that long after.
 */
export function FormModal(props: FormModalProps) {
  const shown = useOpenDelay(props.form.openAfterMs);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <EntityFormModal {...props} />
    </Suspense>
  );
}

/** Whether a modal opened `delayMs` ago may show yet (`openAfter`): false until the delay has passed, then true. */
function useOpenDelay(delayMs: number | undefined): boolean {
  const [shown, setShown] = useState(delayMs === undefined);
  useEffect(() => {
    if (delayMs === undefined) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown;
}

function EntityFormModal(props: FormModalProps) {
  const result = useLoadedEntitySchema(props.form.spec.entity);
  const entity = useMemo(() => result && entitySchemaState(result), [result]);
  if (!entity) return null;
  return <RowLoader {...props} entity={entity} />;
}

type LoaderProps = FormModalProps & { entity: EntitySchemaState };

function RowLoader(props: LoaderProps) {
  const { form, row, context, onClose } = props;
  const load = useLoadedRow(form.load && { endpoint: form.load.endpoint, failure: form.load.failure(row) }, row, context);
  useEffect(() => {
    if (load.status === 'failed') onClose();
  }, [load.status, onClose]);
  if (load.status === 'failed') return null;
  if (load.status === 'loading') return <FormModalFrame shows="notice" title={form.title(row)} notice={<p role="status">Loading…</p>} closeLabel={form.loadingCloseLabel} onClose={onClose} />;
  // The controller loads one lookup per name: remount when a definition changes them.
  return <FormDialog key={pageFormLookups(form.spec).join(',')} {...props} row={load.row ?? row} />;
}

function FormDialog({ form, entity, page, row, context, onClose, onSaved }: LoaderProps) {
  const own = useOwnPage();
  const success = useClosingSuccess(form.closeAfterMs, { onClose, onSaved });
  const controller = useModalForm({ form, entity, page: page ?? own, row, outer: context, onSaved: success.succeeded });
  const formId = useId();
  const locked = success.text !== undefined;
  const statusLine = useRef<HTMLParagraphElement>(null);
  useRefocusWhenLocked(statusLine, locked);
  if (controller.status !== 'ready') {
    return <FormModalFrame shows="notice" title={controller.title} notice={controller.status === 'loading' ? <p role="status">Loading…</p> : <p role="alert">{controller.error}</p>} onClose={onClose} />;
  }
  return (
    <FormModalFrame
      shows="form"
      title={controller.title}
      layout={controller.layout}
      formId={formId}
      submitLabel={controller.submitLabel}
      submitting={controller.submitting}
      submitDisabled={!controller.canSubmit || locked}
      note={locked ? undefined : controller.incomplete}
      // Present from the start (empty), so its text is announced when a success fills it.
      status={
        form.closeAfterMs !== undefined && (
          <p ref={statusLine} role="status" className="form-modal__success">
            {success.text}
          </p>
        )
      }
      cancelLabel={form.cancelLabel}
      onClose={success.close}
      after={
        <>
          {controller.progress !== undefined && <PollProgress value={controller.progress} />}
          {controller.confirming !== undefined && (
            <ConfirmDialog title={controller.submitLabel} confirmLabel={controller.submitLabel} onConfirm={controller.confirm} onCancel={controller.cancelConfirm}>
              <p>{controller.confirming}</p>
            </ConfirmDialog>
          )}
        </>
      }
    >
      <FormFields id={formId} form={controller} locked={locked} />
    </FormModalFrame>
  );
}

/** A state of the form's own for a form shown outside a page: the globals its templates read, as of its opening. */
function useOwnPage(): PageStateApi {
  const { session } = useAuth();
  const [own] = useState(() => {
    const globals = templateGlobals(session, Date.now());
    return createPageStore({ user: globals.user, today: globals.today });
  });
  return own;
}
