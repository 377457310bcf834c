import { useId, useState } from 'react';
import { Modal } from '../../../runtime/ui/modal';
import type { LocalEvent } from './dayRules';
import { FormOutcomeLine } from './FormOutcomeLine';
import type { PullSchedulesTexts } from './types';

/** 'Add New Schedule': a report name, date, start and end; kept in the browser only (labelled as not saved). */
export function AddEventDialog({
  texts,
  day,
  times,
  onAdd,
  onClose,
}: {
  texts: PullSchedulesTexts;
  day: string;
  times: { start: string; end: string };
  onAdd: (event: Omit<LocalEvent, 'id'>) => boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [event, setEvent] = useState<Omit<LocalEvent, 'id'>>({
    reportName: '',
    day,
    start: times.start,
    end: times.end,
  });
  const [refused, setRefused] = useState(false);
  const change = (patch: Partial<Omit<LocalEvent, 'id'>>) => setEvent((current) => ({ ...current, ...patch }));
  const footer = (
    <>
      <button type="button" className="button" onClick={onClose}>
        {texts.cancel()}
      </button>
      <button type="submit" form={id} className="button primary">
        {texts.add()}
      </button>
    </>
  );
  return (
    <Modal title={texts.addTitle()} onClose={onClose} footer={footer}>
      <form
        id={id}
        className="pull-form"
        noValidate
        onSubmit={(submit) => {
          submit.preventDefault();
          setRefused(!onAdd(event));
        }}
      >
        <label htmlFor={`${id}-name`}>{texts.reportNameLabel()}</label>
        <input id={`${id}-name`} value={event.reportName} onChange={(input) => change({ reportName: input.target.value })} />
        <label htmlFor={`${id}-day`}>{texts.dateLabel()}</label>
        <input id={`${id}-day`} type="date" value={event.day} onChange={(input) => change({ day: input.target.value })} />
        <label htmlFor={`${id}-start`}>{texts.startLabel()}</label>
        <input id={`${id}-start`} type="time" value={event.start} onChange={(input) => change({ start: input.target.value })} />
        <label htmlFor={`${id}-end`}>{texts.endLabel()}</label>
        <input id={`${id}-end`} type="time" value={event.end} onChange={(input) => change({ end: input.target.value })} />
      </form>
      <FormOutcomeLine outcome={refused ? { kind: 'failure', text: texts.fillAll() } : undefined} />
    </Modal>
  );
}
