import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { addTags, brokenTagLimit, removeTag, splitTags, tagLimitFallback, tagLimitsOf, tagShapeOf, tagsOf, tagsValue } from '../../tagList';
import { controlAria, labelIdOf, placeholderOf, type FormWidgetProps } from '../widgetProps';

const textAt = (record: unknown, key: string): string | undefined => {
  if (typeof record !== 'object' || record === null) return undefined;
  const found: unknown = (record as Record<string, unknown>)[key];
  return typeof found === 'string' && found !== '' ? found : undefined;
};

/**
 * A tag-list input (`tags`): type a text and press Enter, a comma or the add button to add it
 * (trimmed, each once, blank ignored); each tag has its own 'Remove <tag>' button, and Backspace in
 * the empty box removes the last. Value: the tags in order (a list, or comma-joined on a string
 * property), none = no value; it is read from the value at every render, so a value set from
 * outside (a field effect) shows at once. A tag breaking the property's limits is not added and the
 * field's message is said beside.
 */
export function TagsWidget(props: FormWidgetProps) {
  const { id, schema, disabled, readonly, options, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const tags = tagsOf(value);
  const shape = tagShapeOf(schema.type);
  const limits = tagLimitsOf(schema);
  const locked = disabled || readonly;

  /** Adds the tags of a text; returns whether they were taken (else the text stays in the box). */
  const add = (text: string): boolean => {
    const next = addTags(tags, text);
    if (next.length === tags.length) {
      setProblem(undefined);
      return true;
    }
    const broken = brokenTagLimit(next, shape, limits);
    if (broken) {
      setProblem(textAt(options.tagMessages, broken) ?? tagLimitFallback(broken, shape, limits));
      return false;
    }
    setProblem(undefined);
    onChange(tagsValue(next, shape));
    return true;
  };
  const remove = (tag: string) => {
    setProblem(undefined);
    onChange(tagsValue(removeTag(tags, tag), shape));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (add(draft)) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags[tags.length - 1] ?? '');
    }
  };
  // A text pasted or typed with commas: the parts before the last comma become tags, the rest stays typed.
  const onDraftChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const cut = text.lastIndexOf(',');
    if (cut < 0 || splitTags(text.slice(0, cut)).length === 0) {
      setDraft(text);
      return;
    }
    setDraft(add(text.slice(0, cut)) ? text.slice(cut + 1).trimStart() : text);
  };
  // A list set from outside (a field effect, a stored row) may break the items' limits: the validator's
  // errors of single items are not shown beside an array field, so the field's message is said here.
  const held = shape === 'list' ? brokenTagLimit(tags, shape, limits) : undefined;
  const note = problem ?? (held ? (textAt(options.tagMessages, held) ?? tagLimitFallback(held, shape, limits)) : undefined);
  const noteId = `${id}__tags-note`;
  const aria = controlAria(props);
  return (
    <div className="form-dates form-tags" role="group" aria-labelledby={labelIdOf(id)}>
      {tags.length > 0 && (
        <ul className="form-dates__tags">
          {tags.map((tag) => (
            <li key={tag} className="form-dates__tag">
              <span>{tag}</span>
              <button type="button" className="button form-dates__remove" aria-label={`Remove ${tag}`} disabled={locked} onClick={() => remove(tag)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-dates__entry">
        <input
          type="text"
          id={id}
          className="form-control"
          value={draft}
          placeholder={placeholderOf(props) || undefined}
          disabled={disabled}
          readOnly={readonly}
          {...aria}
          aria-describedby={[aria['aria-describedby'], note ? noteId : undefined].filter(Boolean).join(' ')}
          aria-invalid={held ? true : aria['aria-invalid']}
          onChange={onDraftChange}
          onKeyDown={onKeyDown}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <button
          type="button"
          className="button"
          disabled={locked}
          onClick={() => {
            if (add(draft)) setDraft('');
          }}
        >
          {typeof options.addLabel === 'string' ? options.addLabel : 'Add'}
        </button>
      </div>
      {note && (
        <p id={noteId} className="form-field__note" role="alert">
          {note}
        </p>
      )}
    </div>
  );
}
