import { Link, useParams } from 'react-router';
import { fillRoute } from '../../screens/routes';
import type { KindViewProps } from '../registry';
import './dashboard.css';

/** The dashboard kind: a heading and cards of links. */
export default function DashboardView({ screen }: KindViewProps<'dashboard'>) {
  const params = useParams();
  const known = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return (
    <section className="dashboard" aria-labelledby="screen-title">
      <h1 id="screen-title">{screen.title}</h1>
      <div className="dashboard-cards">
        {screen.cards.map((card, index) => (
          <article className="dashboard-card" key={`${card.title}-${index}`} aria-labelledby={`card-${index}`}>
            <h2 id={`card-${index}`}>{card.title}</h2>
            <ul>
              {card.links.map((link) => (
                <li key={link.route}>
                  <Link to={fillRoute(link.route, known)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
