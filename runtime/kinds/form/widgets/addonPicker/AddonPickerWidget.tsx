import { useState } from 'react';
import { addAddons, addonOffers, addonsValue, chosenAddons, inventoryOf, quantityOf, removeAddons, withQuantity, type Addon } from '../../addonChoices';
import { controlAria, labelIdOf, type FormWidgetProps } from '../widgetProps';
import { AddonList } from './AddonList';
import { pickerWordsOf } from './pickerWords';
import './addonPicker.css';

/**
 * The two-list add-on picker (`addonPicker`, 001 §2): the inventory (the rows at its `options` page
 * state path for sale with stock, not chosen yet) and the chosen add-ons, two listboxes; the add and
 * remove buttons move the selected items (with nothing selected they say the field's `addNone` or
 * `removeNone`), Enter or a double-click moves one; a quantity box per chosen add-on, named by it.
 * A quantity above the stock stays as typed: the form refuses it (the widget's `refusal`,
 * `messages.tooMany`). Value: the chosen add-ons `{ value, id, price, quantity, quantityAvailable, sku }`.
 */
export function AddonPickerWidget(props: FormWidgetProps) {
  const { id, name, disabled, readonly, options, registry, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const words = pickerWordsOf(options);
  const offers = addonOffers(registry.formContext.stateOptions?.[name]);
  const chosen = chosenAddons(value);
  const inventory = inventoryOf(offers, chosen);
  const [picked, setPicked] = useState<string[]>([]);
  const [marked, setMarked] = useState<string[]>([]);
  const [said, setSaid] = useState<string | undefined>(undefined);
  // A quantity box holding what is no quantity yet (blank, 0) keeps its text until it leaves.
  const [typing, setTyping] = useState<Readonly<Record<string, string>>>({});
  const locked = disabled === true || readonly === true;
  const send = (next: readonly Addon[]) => onChange(addonsValue(next));
  const blur = () => onBlur(id, value);
  const focus = () => onFocus(id, value);

  const add = (ids: readonly string[]) => {
    if (ids.length === 0) return setSaid(words.addNone);
    setSaid(undefined);
    setPicked((current) => current.filter((known) => !ids.includes(known)));
    send(addAddons(chosen, offers, ids));
  };
  const remove = (ids: readonly string[]) => {
    if (ids.length === 0) return setSaid(words.removeNone);
    setSaid(undefined);
    setMarked((current) => current.filter((known) => !ids.includes(known)));
    send(removeAddons(chosen, ids));
  };
  const inInventory = picked.filter((known) => inventory.some((item) => item.id === known));
  const inChosen = marked.filter((known) => chosen.some((item) => item.id === known));
  const quantitiesId = `${id}-quantities`;
  // A group takes no `aria-required`: the label and the `required` message say it.
  const { 'aria-describedby': describedBy, 'aria-invalid': invalid } = controlAria(props);

  return (
    <div id={id} className="form-addons" role="group" aria-labelledby={labelIdOf(id)} aria-describedby={describedBy} aria-invalid={invalid}>
      <div className="form-addons__lists">
        <AddonList id={`${id}-inventory`} heading={words.inventoryLabel} items={inventory} text={(item) => item.value} selected={inInventory} onSelect={setPicked} onMove={(one) => add([one])} disabled={locked} onBlur={blur} onFocus={focus} />
        <div className="form-addons__moves">
          <button type="button" className="button" disabled={locked} onClick={() => add(inInventory)}>
            {words.addLabel}
          </button>
          <button type="button" className="button" disabled={locked} onClick={() => remove(inChosen)}>
            {words.removeLabel}
          </button>
        </div>
        <AddonList id={`${id}-chosen`} heading={words.chosenLabel} items={chosen} text={(item) => `${item.value} (x${item.quantity})`} selected={inChosen} onSelect={setMarked} onMove={(one) => remove([one])} disabled={locked} onBlur={blur} onFocus={focus} />
      </div>
      {said !== undefined && (
        <p className="form-field__note" role="alert">
          {said}
        </p>
      )}
      {chosen.length > 0 && (
        <fieldset className="form-addons__quantities" aria-labelledby={`${quantitiesId}-legend`}>
          <legend id={`${quantitiesId}-legend`} className="form-addons__heading">
            {words.quantityLabel}
          </legend>
          {chosen.map((item) => (
            <label key={item.id} className="form-addons__quantity" htmlFor={`${quantitiesId}-${item.id}`}>
              <span>{item.value}</span>
              <input
                type="number"
                id={`${quantitiesId}-${item.id}`}
                className="form-control"
                min={1}
                max={item.quantityAvailable}
                step={1}
                inputMode="numeric"
                value={typing[item.id] ?? String(item.quantity)}
                disabled={disabled}
                readOnly={readonly}
                aria-invalid={item.quantityAvailable !== undefined && item.quantity > item.quantityAvailable ? true : undefined}
                onChange={(event) => {
                  const text = event.target.value;
                  const quantity = quantityOf(text);
                  setTyping((current) => ({ ...current, [item.id]: text }));
                  if (quantity !== undefined) send(withQuantity(chosen, item.id, quantity));
                }}
                onBlur={() => {
                  setTyping(({ [item.id]: _left, ...rest }) => rest);
                  blur();
                }}
                onFocus={focus}
              />
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
