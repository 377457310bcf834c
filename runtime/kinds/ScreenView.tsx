import { Suspense, use, useEffect, type ComponentType } from 'react';
import type { ScreenDefinition } from '../generated/screen';
import { isScreenEntry, type RoutedScreen, type ScreenEntry } from '../screens/definitions';
import { loadDomainRules } from '../domain/domainRules';
import { screenNeedsDomainRules } from './needsDomainRules';
import { kindPartsOf, type KindViewProps, type Kind } from './registry';

const APP_TITLE = 'Operations console';

/** Renders a definition with the renderer of its kind, and titles the browser tab after it. */
export function ScreenView({ screen }: { screen: ScreenDefinition }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${screen.title} – ${APP_TITLE}`;
    return () => {
      document.title = previous;
    };
  }, [screen.title]);
  // The domain rules (loaded on first use) start loading beside the kind's code; the view waits for them.
  if (screenNeedsDomainRules(screen)) loadDomainRules().catch(() => undefined);
  const View: ComponentType<KindViewProps<Kind>> = kindPartsOf(screen).view.Component;
  return (
    <Suspense fallback={null}>
      <View screen={screen} />
    </Suspense>
  );
}

function LoadedScreen({ screen }: { screen: ScreenEntry }) {
  return <ScreenView screen={use(screen.loadDefinition())} />;
}

/**
 * A route's screen: its definition loads first when the route has only its summary (the console's
 * own screens); loaded already by the route's loader, the screen renders at once.
 */
export function ScreenRoute({ screen }: { screen: RoutedScreen }) {
  if (!isScreenEntry(screen)) return <ScreenView screen={screen} />;
  const loaded = screen.loadedDefinition();
  if (loaded) return <ScreenView screen={loaded} />;
  return (
    <Suspense fallback={null}>
      <LoadedScreen screen={screen} />
    </Suspense>
  );
}
