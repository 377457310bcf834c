import { useMemo } from 'react';
import { useDomainRules } from '../../domain/useDomainRules';
import { definitionNeedsDomainRules } from '../definitionNeedsDomainRules';
import type { KindViewProps } from '../kindParts';
import { GridBody } from './GridBody';
import { gridSliceOfScreen } from './gridSlice';

/** The grid kind: a screen that is one grid. Keyed by route so two grid screens never share state (or hooks). */
export default function GridView({ screen }: KindViewProps<'grid'>) {
  return <GridScreenView key={screen.route} screen={screen} />;
}

function GridScreenView({ screen }: KindViewProps<'grid'>) {
  useDomainRules(useMemo(() => definitionNeedsDomainRules(screen), [screen]));
  const grid = useMemo(() => gridSliceOfScreen(screen), [screen]);
  return (
    <section className="grid-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1}>
        {screen.title}
      </h1>
      <GridBody grid={grid} />
    </section>
  );
}
