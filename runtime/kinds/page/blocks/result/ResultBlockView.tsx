import { PageAlert } from '../../alerts/PageAlert';
import type { PageStateApi } from '../../state/pageStore';
import { saveBlob } from '../../../../files/saveFile';
import type { ResultDownload } from './resultFields';
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
