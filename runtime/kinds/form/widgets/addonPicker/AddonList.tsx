import { useState, type KeyboardEvent } from 'react';
import type { Addon } from '../../addonChoices';
import { movedActive, toggledSelection } from '../../listboxKeys';

interface AddonListProps {
  /** The list's id: its heading's and its options' ids start with it. */
  id: string;
  heading: string;
  items: readonly Addon[];
  /** How an item reads ('Chocolates', 'Chocolates (x2)'). */
  text: (item: Addon) => string;
  selected: readonly string[];
  onSelect: (selected: string[]) => void;
  /** Enter or a double-click on an item: it goes to the other list. */
  onMove: (id: string) => void;
  disabled: boolean;
  onBlur: () => void;
  onFocus: () => void;
}

/**
 * One list of the add-on picker: a listbox (several selectable) named by its visible heading. Focus
 * stays on the list, the active option is `aria-activedescendant`: the arrows, Home and End move it,
 * Space or a click selects it, Enter or a double-click moves it to the other list.
 */
export function AddonList({ id, heading, items, text, selected, onSelect, onMove, disabled, onBlur, onFocus }: AddonListProps) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;
  const headingId = `${id}-heading`;
  const activeItem = items[current];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = movedActive(event.key, current, items.length);
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
      return;
    }
    if (activeItem === undefined) return;
    if (event.key === ' ') {
      event.preventDefault();
      onSelect(toggledSelection(selected, activeItem.id));
    } else if (event.key === 'Enter') {
      // Enter moves the item, never submits the form.
      event.preventDefault();
      onMove(activeItem.id);
    }
  };

  return (
    <div className="form-addons__list">
      <span id={headingId} className="form-addons__heading">
        {heading}
      </span>
      <ul
        id={id}
        role="listbox"
        aria-labelledby={headingId}
        aria-multiselectable="true"
        aria-activedescendant={activeItem === undefined ? undefined : optionId(current)}
        aria-disabled={disabled ? true : undefined}
        tabIndex={disabled ? -1 : 0}
        className="form-addons__options"
        onKeyDown={disabled ? undefined : onKeyDown}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={selected.includes(item.id)}
            className={`form-addons__option${index === current ? ' form-addons__option--active' : ''}`}
            onClick={() => {
              if (disabled) return;
              setActive(index);
              onSelect(toggledSelection(selected, item.id));
            }}
            onDoubleClick={() => {
              if (!disabled) onMove(item.id);
            }}
          >
            {text(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
