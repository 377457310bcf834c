import { useId, type FormEvent } from 'react';
import { Modal } from '../../../runtime/ui/modal';
import type { CalendarEvent } from '../../domain/calendar';
import type { CalendarData } from './calendarAnswers';
import { FormOutcomeLine } from './FormOutcomeLine';
import { RegionBoxes } from './RegionBoxes';
import type { PullSchedulesProperties } from './types';
import { useEditForm } from './useEditForms';

interface DialogProps {
  component: Pick<PullSchedulesProperties, 'endpoints' | 'messages' | 'props'>;
  event: CalendarEvent;
  day: string;
  data: CalendarData | undefined;
  onClose: () => void;
  onDone: () => void;
}

function Footer({ formId, saveLabel, cancelLabel, busy, onCancel }: { formId: string; saveLabel: string; cancelLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="button primary" disabled={busy}>
        {saveLabel}
      </button>
    </>
  );
}

const submitted = (save: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void save();
};

/** Edit: the report's name, regions (unless its type needs none), delivery date (V-day only), description and the schedule's time. */
export function EditDialog({ component, event, day, data, onClose, onDone }: DialogProps) {
  const form = useEditForm({ component, event, day, data, done: onDone });
  const { messages } = component;
  const id = useId();
  return (
    <Modal
      title={messages.editTitle({ report: event.reportName })}
      onClose={onClose}
      footer={<Footer formId={id} saveLabel={messages.save()} cancelLabel={messages.cancel()} busy={form.busy} onCancel={onClose} />}
    >
      <form id={id} className="pull-form" onSubmit={submitted(form.save)}>
        <label htmlFor={`${id}-name`}>{messages.reportNameLabel()}</label>
        <input id={`${id}-name`} value={form.edit.reportName} onChange={(change) => form.change({ reportName: change.target.value })} required />
        <span className="pull-form__label">{messages.reportTypeLabel()}</span>
        <span className="pull-form__value">{form.reportType}</span>
        {form.regionShown ? <RegionBoxes component={component} chosen={form.edit.regions} onToggle={form.toggleRegion} /> : null}
        {form.deliveryDateShown ? (
          <>
            <label htmlFor={`${id}-date`}>{messages.deliveryDateLabel()}</label>
            <input id={`${id}-date`} type="date" value={form.edit.deliveryDate} onChange={(change) => form.change({ deliveryDate: change.target.value })} />
          </>
        ) : null}
        <label htmlFor={`${id}-start`}>{messages.startLabel()}</label>
        <input
          id={`${id}-start`}
          type="time"
          value={form.edit.startTime}
          onChange={(change) => form.change({ startTime: change.target.value })}
          readOnly={form.timeFixed}
          aria-describedby={form.timeNote === '' ? undefined : `${id}-start-note`}
          required
        />
        {form.timeNote === '' ? null : (
          <p id={`${id}-start-note`} className="pull-form__note">
            {form.timeNote}
          </p>
        )}
        <label htmlFor={`${id}-description`}>{messages.descriptionLabel()}</label>
        <textarea id={`${id}-description`} value={form.edit.description} onChange={(change) => form.change({ description: change.target.value })} />
      </form>
      <FormOutcomeLine outcome={form.outcome} />
    </Modal>
  );
}
