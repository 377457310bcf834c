import { useState } from 'react';
import { checkFile, refusalText } from '../../fileCheck';
import { controlAria, type FormWidgetProps } from '../widgetProps';

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * A file picker (`file`): the value is the chosen file's name, the file itself is kept by the form
 * (`formContext.files`) and sent as multipart/form-data. A file of another type or over the size is
 * refused here, beside the field, before anything is sent.
 */
export function FileWidget(props: FormWidgetProps) {
  const { id, name, htmlName, disabled, readonly, autofocus, options, registry, onChange, onBlur, onFocus, value } = props;
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const accept = stringList(options.accept);
  const maxBytes = typeof options.maxBytes === 'number' ? options.maxBytes : Number.POSITIVE_INFINITY;
  const messages = typeof options.fileMessages === 'object' && options.fileMessages !== null ? (options.fileMessages as Record<string, unknown>) : {};
  const noteId = `${id}__file-note`;
  const aria = controlAria(props);
  return (
    <>
      <input
        type="file"
        id={id}
        name={htmlName ?? id}
        className="form-control"
        accept={accept.join(',')}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...aria}
        aria-invalid={refusal ? true : aria['aria-invalid']}
        aria-describedby={[aria['aria-describedby'], refusal ? noteId : undefined].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          const problem = file ? checkFile(file, accept, maxBytes) : undefined;
          setRefusal(file && problem ? refusalText(problem, accept, maxBytes, messages) : undefined);
          const kept = file && !problem ? file : undefined;
          registry.formContext.files?.set(name, kept);
          if (!kept) event.target.value = '';
          onChange(kept?.name);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {refusal && (
        <p id={noteId} className="form-field__note" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}
