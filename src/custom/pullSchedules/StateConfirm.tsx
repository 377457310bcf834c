import { useState } from 'react';
import { ConfirmDialog } from '../../../runtime/ui/modal';
import type { CalendarEvent } from '../../domain/calendar';
import type { PullSchedulesTexts } from './types';
import type { ScheduleStateChange } from './useEventActions';

interface StateConfirmProps {
  texts: PullSchedulesTexts;
  event: CalendarEvent;
  change: ScheduleStateChange;
  onConfirm: (event: CalendarEvent, change: ScheduleStateChange) => Promise<void>;
  onClose: () => void;
}

/** The question before a schedule is enabled or disabled on all days (002 §4: enabling or disabling asks for confirmation). */
export function StateConfirm({ texts, event, change, onConfirm, onClose }: StateConfirmProps) {
  const [busy, setBusy] = useState(false);
  const label = change === 'enable' ? texts.enable() : texts.disableAll();
  const confirm = async () => {
    setBusy(true);
    await onConfirm(event, change);
    onClose();
  };
  return (
    <ConfirmDialog title={label} confirmLabel={label} cancelLabel={texts.cancel()} busy={busy} onConfirm={() => void confirm()} onCancel={onClose}>
      <p>{change === 'enable' ? texts.confirmEnable({ name: event.scheduleId }) : texts.confirmDisable({ name: event.scheduleId })}</p>
    </ConfirmDialog>
  );
}
