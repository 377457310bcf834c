import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { checkFile, refusalText } from '../../fileCheck';
import { firstImage, isImageFile, pastedFileName } from '../../imageFile';
import { controlAria, type FormWidgetProps } from '../widgetProps';

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** An image kept, as its preview shows it: its name and a `data:` URL (the page's CSP allows `data:` images, never `blob:`). */
interface Preview {
  name: string;
  url: string;
}

/** A file's content as a `data:` URL. */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * A file picker (`file`): the value is the kept file's name, the file itself is kept by the form
 * (`formContext.files`) and sent as multipart/form-data. A file of another type or over the size is
 * refused here, beside the field, before anything is sent, and nothing is kept. With `paste`, an
 * image pasted (Ctrl+V) while the picker or its 'Paste an image' zone has focus is kept as if chosen,
 * named `pasted-image.<ext>`; with `preview`, an image kept shows under the field. Either way a
 * 'Remove image' button clears it.
 */
export function FileWidget(props: FormWidgetProps) {
  const { id, name, htmlName, disabled, readonly, autofocus, options, registry, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  // Counts the files kept: a preview read for an older one is dropped.
  const generation = useRef(0);
  const accept = stringList(options.accept);
  const maxBytes = typeof options.maxBytes === 'number' ? options.maxBytes : Number.POSITIVE_INFINITY;
  const messages = typeof options.fileMessages === 'object' && options.fileMessages !== null ? (options.fileMessages as Record<string, unknown>) : {};
  const previews = options.preview === true;
  const pastes = options.paste === true;
  const locked = disabled || readonly;
  const noteId = `${id}__file-note`;
  const pasteHintId = `${id}__paste-hint`;
  const aria = controlAria(props);
  const kept = typeof value === 'string' && value !== '' ? value : undefined;

  // The value emptied from outside (the form reset): the picker shows no file either.
  useEffect(() => {
    if (kept === undefined && input.current) input.current.value = '';
  }, [kept]);

  /** Keeps a chosen or pasted file, or refuses it (then nothing is kept); returns whether it was kept. */
  const keep = (file: File | undefined): boolean => {
    const problem = file ? checkFile(file, accept, maxBytes) : undefined;
    setRefusal(file && problem ? refusalText(problem, accept, maxBytes, messages) : undefined);
    const taken = file && !problem ? file : undefined;
    registry.formContext.files?.set(name, taken);
    setPreview(undefined);
    generation.current += 1;
    const mine = generation.current;
    if (taken && previews && isImageFile(taken)) {
      void dataUrlOf(taken).then(
        (url) => {
          if (generation.current === mine) setPreview({ name: taken.name, url });
        },
        () => undefined,
      );
    }
    onChange(taken?.name);
    return taken !== undefined;
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    if (!pastes || locked) return;
    const data = event.clipboardData;
    const files = [...Array.from(data.files), ...Array.from(data.items ?? []).flatMap((item) => (item.kind === 'file' ? [item.getAsFile()].filter((file): file is File => file !== null) : []))];
    const image = firstImage(files);
    if (!image) return;
    event.preventDefault();
    const named = new File([image], pastedFileName(image.type) ?? 'pasted-image', { type: image.type });
    if (input.current) input.current.value = '';
    keep(named);
  };
  const remove = () => {
    if (input.current) input.current.value = '';
    keep(undefined);
    input.current?.focus();
  };
  const shown = preview !== undefined && preview.name === kept ? preview : undefined;
  return (
    <>
      <input
        ref={input}
        type="file"
        id={id}
        name={htmlName ?? id}
        className="form-control"
        accept={accept.join(',')}
        disabled={locked}
        autoFocus={autofocus}
        {...aria}
        aria-invalid={refusal ? true : aria['aria-invalid']}
        aria-describedby={[aria['aria-describedby'], refusal ? noteId : undefined, pastes ? pasteHintId : undefined].filter(Boolean).join(' ')}
        onChange={(event) => {
          if (!keep(event.target.files?.[0])) event.target.value = '';
        }}
        onPaste={onPaste}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {pastes && (
        <div className="form-file__paste" tabIndex={locked ? undefined : 0} role="group" aria-label="Paste an image" aria-describedby={pasteHintId} onPaste={onPaste}>
          <span aria-hidden="true">Paste an image</span>
          <span id={pasteHintId} className="form-file__hint">
            {' '}
            Focus here or on the file field and press Ctrl+V (⌘V).
          </span>
        </div>
      )}
      {refusal && (
        <p id={noteId} className="form-field__note" role="alert">
          {refusal}
        </p>
      )}
      {(previews || pastes) && kept !== undefined && (
        <div className="form-file__kept">
          {shown && <img className="form-file__preview" src={shown.url} alt={`Preview of ${shown.name}`} />}
          <span className="form-file__name">{kept}</span>
          <button type="button" className="button" disabled={locked} onClick={remove}>
            Remove image
          </button>
        </div>
      )}
    </>
  );
}
