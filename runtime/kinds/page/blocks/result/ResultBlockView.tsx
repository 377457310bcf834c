import { useState } from 'react';
import { PageAlert } from '../../alerts/PageAlert';
import type { PageStateApi } from '../../state/pageStore';
import { saveBlob } from '../../../../files/saveFile';
import type { ResultActions, ResultDownload } from './resultFields';
import { useResultBlock, type ResultBlockSlice } from './useResultBlock';

/** The outcome of the forms showing it here, then the answer's values as a description list. */
export function ResultBlockView({ slice, page }: { slice: ResultBlockSlice; page: PageStateApi }) {
  const result = useResultBlock(slice, page);
  return (
    <div className="page-result">
      <div className="page-alerts">
        {result.outcome && <PageAlert outcome={result.outcome} onDismiss={result.dismissOutcome} />}
        {result.failure !== undefined && (
          <div className="page-alert page-alert--danger" role="alert">
            {result.failure}
          </div>
        )}
      </div>
      {result.loading !== undefined && (
        // Announced politely: what the block waits for ('Getting Products...'), not an alert.
        <p className="page-result__loading" role="status">
          {result.loading}
        </p>
      )}
      {result.status === 'ready' && (
        <dl className="page-result__fields">
          {result.fields.map((field, index) => (
            <div key={`${index}-${field.label}`} className="page-result__field">
              <dt>{field.label}</dt>
              <dd>
                {field.shown.kind === 'download' ? (
                  <DownloadButton download={field.shown.download} />
                ) : field.shown.kind === 'link' ? (
                  <a href={field.shown.href} target="_blank" rel="noopener noreferrer">
                    {field.shown.href}
                  </a>
                ) : field.shown.kind === 'list' ? (
                  <ul className="page-result__list">
                    {field.shown.items.map((item, at) => (
                      <li key={at}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  field.shown.text
                )}
                {field.actions && <ResultFieldActions actions={field.actions} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** A button saving a text the answer carries as a file (the links of a run as CSV). */
function DownloadButton({ download }: { download: ResultDownload }) {
  return (
    <button type="button" className="button" onClick={() => saveBlob(download.fileName, new Blob([download.text], { type: download.type }))}>
      {download.button}
    </button>
  );
}

/** Copy and open buttons beside a value (Copy URL, Jump to Checkout Page), each disabled while there is nothing for it. */
function ResultFieldActions({ actions }: { actions: ResultActions }) {
  const [said, setSaid] = useState<string | undefined>(undefined);
  const { copy, open } = actions;
  const copyValue = (value: string, texts: NonNullable<ResultActions['copy']>) => {
    navigator.clipboard.writeText(value).then(
      () => setSaid(texts.copied),
      () => setSaid(texts.failed),
    );
  };
  return (
    <span className="page-result__actions">
      {copy && (
        <button type="button" className="button" disabled={copy.value === undefined} onClick={() => copy.value !== undefined && copyValue(copy.value, copy)}>
          {copy.label}
        </button>
      )}
      {open && (
        <button type="button" className="button" disabled={open.href === undefined} onClick={() => open.href !== undefined && window.open(open.href, '_blank', 'noopener,noreferrer')}>
          {open.label}
        </button>
      )}
      <span className="page-result__said" role="status">
        {said}
      </span>
    </span>
  );
}
