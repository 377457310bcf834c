import { useId } from 'react';
import type { PullSchedulesProperties } from './types';
import { useRegionChoices } from './useRegionChoices';

interface RegionBoxesProps {
  component: Pick<PullSchedulesProperties, 'endpoints' | 'messages'>;
  chosen: readonly string[];
  /** Ticks or clears a region; absent: the boxes only show the report's regions (the day form). */
  onToggle?: (tag: string, on: boolean) => void;
}

/** The regions of a report as a group of boxes named 'name(province_code)', ticked when chosen. */
export function RegionBoxes({ component, chosen, onToggle }: RegionBoxesProps) {
  const { choices, failure } = useRegionChoices(component, chosen);
  const id = useId();
  const shown = onToggle ? choices : choices.filter((choice) => chosen.includes(choice.tag));
  return (
    <fieldset className="pull-form__regions">
      <legend>{component.messages.regionLabel()}</legend>
      {onToggle ? (
        <ul className="pull-form__region-list">
          {shown.map((choice) => (
            <li key={choice.tag}>
              <label htmlFor={`${id}-${choice.tag}`}>
                <input id={`${id}-${choice.tag}`} type="checkbox" checked={chosen.includes(choice.tag)} onChange={(event) => onToggle(choice.tag, event.target.checked)} />
                {choice.label}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pull-form__value">{shown.map((choice) => choice.label).join(', ') || '—'}</p>
      )}
      {failure !== undefined ? (
        <p role="alert" className="pull-form__failure">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}
