import './links.css';
import { useId } from 'react';
import type { PageStateApi } from '../../state/pageStore';
import { useLinksBlock, type LinksBlockSlice } from './useLinksBlock';

/**
 * The links block's buttons in a row: a config link opens its address in a new tab (a link, styled as
 * a button); one this environment lacks is a disabled button with its note; a download is a button
 * ('Downloading…' while it runs). A failed download says so in a danger alert under them.
 */
export function LinksBlockView({ slice, page }: { slice: LinksBlockSlice; page: PageStateApi }) {
  const links = useLinksBlock(slice, page);
  const noteId = useId();
  return (
    <div className="page-links">
      <ul className="page-links__list">
        {links.buttons.map((button, index) => (
          <li key={`${index}-${button.label}`} className="page-links__item">
            {button.kind === 'link' && (
              <a className="button" href={button.href} target="_blank" rel={button.rel}>
                {button.label}
              </a>
            )}
            {button.kind === 'unavailable' && (
              <>
                <button type="button" className="button" disabled aria-describedby={`${noteId}-${index}`}>
                  {button.label}
                </button>{' '}
                <span id={`${noteId}-${index}`} className="page-links__note">
                  {button.note}
                </span>
              </>
            )}
            {button.kind === 'download' && (
              <button type="button" className="button" aria-busy={links.busy === index} disabled={links.busy !== undefined} onClick={() => links.download(index)}>
                {links.busy === index ? 'Downloading…' : button.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {links.failure !== undefined && (
        <div className="page-alert page-alert--danger" role="alert">
          {links.failure}
        </div>
      )}
    </div>
  );
}
