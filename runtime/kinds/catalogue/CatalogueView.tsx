import { use, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { loadScreenDefinitions } from '../../screens/definitions';
import { fillRoute } from '../../screens/routes';
import type { KindViewProps } from '../kindParts';
import type { CatalogueEntry } from '../kindCatalogue';
import { catalogueEntries, filterCatalogue } from './catalogueEntries';
import './catalogue.css';

function EntryCard({ entry, userId }: { entry: CatalogueEntry; userId: string }) {
  return (
    <article className="catalogue-entry" aria-labelledby={`entry-${entry.route}`}>
      <h2 id={`entry-${entry.route}`}>
        <Link to={fillRoute(entry.route, { userId })}>{entry.title}</Link>
      </h2>
      <dl>
        <dt>Route</dt>
        <dd>
          <code>{entry.route}</code>
        </dd>
        <dt>Kind</dt>
        <dd>{entry.kind}</dd>
        <dt>Menu</dt>
        <dd>{entry.menuPlace}</dd>
        {entry.components.length > 0 && (
          <>
            <dt>Components</dt>
            <dd>
              {entry.components.map((name, i) => (
                <span key={name}>
                  {i > 0 && ', '}
                  <code>{name}</code>
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      {entry.description && <p>{entry.description}</p>}
      {entry.endpoints.length > 0 && (
        <details>
          <summary>Endpoints ({entry.endpoints.length})</summary>
          <ul>
            {entry.endpoints.map((endpoint) => (
              <li key={endpoint}>
                <code>{endpoint}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {entry.opens.length > 0 && (
        <details>
          <summary>Opens ({entry.opens.length})</summary>
          <ul>
            {entry.opens.map((route) => (
              <li key={route}>
                <code>{route}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {entry.messages.length > 0 && (
        <details>
          <summary>Messages ({entry.messages.length})</summary>
          <ul>
            {entry.messages.map((message) => (
              <li key={message.key}>
                <code>{message.key}</code>: {message.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

/** The catalogue kind: every definition of the console, searchable. */
export default function CatalogueView({ screen }: KindViewProps<'catalogue'>) {
  const [query, setQuery] = useState('');
  const userId = useAuth().session?.sub ?? '';
  // Every whole definition (each loads on its own otherwise): the view waits for them once.
  const definitions = use(loadScreenDefinitions());
  const entries = useMemo(() => catalogueEntries(definitions), [definitions]);
  const shown = filterCatalogue(entries, query);
  const label = screen.searchLabel ?? 'Search screens';
  return (
    <section className="catalogue" aria-labelledby="screen-title">
      <h1 id="screen-title">{screen.title}</h1>
      <input type="search" aria-label={label} placeholder={label} value={query} onChange={(event) => setQuery(event.target.value)} />
      <p aria-live="polite">
        {shown.length} of {entries.length} screens
      </p>
      <div className="catalogue-list">
        {shown.map((entry) => (
          <EntryCard key={entry.route} entry={entry} userId={userId} />
        ))}
      </div>
    </section>
  );
}
