import { useParams } from 'react-router';
import { screenEntries } from '../../screens/definitions';
import type { KindViewProps } from '../kindParts';
import { routeAvailability } from './availableRoutes';
import { DashboardCards } from './DashboardCards';
import './dashboard.css';

// A link is live once its screen has a definition: the dashboard fills in as screens land.
const isAvailable = routeAvailability(screenEntries.map((screen) => screen.route));

/** The dashboard kind: a heading and cards of links. */
export default function DashboardView({ screen }: KindViewProps<'dashboard'>) {
  const params = useParams();
  const known = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return (
    <section className="dashboard" aria-labelledby="screen-title">
      <h1 id="screen-title">{screen.title}</h1>
      <DashboardCards cards={screen.cards} params={known} isAvailable={isAvailable} />
    </section>
  );
}
