import { Suspense, useEffect, type ComponentType } from 'react';
import type { ScreenDefinition } from '../generated/screen';
import { kindRenderers, type KindViewProps, type Kind } from './registry';

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
  const View = kindRenderers[screen.kind] as ComponentType<KindViewProps<Kind>>;
  return (
    <Suspense fallback={null}>
      <View screen={screen} />
    </Suspense>
  );
}
