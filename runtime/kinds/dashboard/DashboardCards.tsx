import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardCard } from '../../generated/screen';
import { fillRoute } from '../../screens/routes';

export interface DashboardCardsProps {
  cards: readonly DashboardCard[];
  /** Route parameters known from the current path (userId). */
  params: Record<string, string>;
  /** Whether a link's route has a screen; the others show as not yet available. */
  isAvailable: (route: string) => boolean;
}

/** A link whose screen does not exist yet: its label and a note, not a link to the not-found page. */
function UnavailableLink({ label }: { label: string }) {
  const noteId = useId();
  return (
    <>
      <span className="dashboard-unavailable" aria-describedby={noteId}>
        {label}
      </span>{' '}
      <span id={noteId} className="dashboard-note">
        Not yet available
      </span>
    </>
  );
}

/** The dashboard's cards of links. */
export function DashboardCards({ cards, params, isAvailable }: DashboardCardsProps) {
  return (
    <div className="dashboard-cards">
      {cards.map((card, index) => (
        <article className="dashboard-card" key={`${card.title}-${index}`} aria-labelledby={`card-${index}`}>
          <h2 id={`card-${index}`}>{card.title}</h2>
          <ul>
            {card.links.map((link) => (
              <li key={link.route}>
                {isAvailable(link.route) ? <Link to={fillRoute(link.route, params)}>{link.label}</Link> : <UnavailableLink label={link.label} />}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
