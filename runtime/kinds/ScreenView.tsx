import { Suspense, useEffect, type ComponentType } from 'react';
import type { ScreenDefinition } from '../generated/screen';
import { kindRenderers, type KindViewProps, type Kind } from './registry';

/** Renders a definition with the renderer of its kind, and titles the browser tab after it. */
export function ScreenView({ screen }: { screen: ScreenDefinition }) {
  useEffect(() => {
    document.title = `${screen.title} – Operations console`;
  }, [screen.title]);
  const View = kindRenderers[screen.kind] as ComponentType<KindViewProps<Kind>>;
  return (
    <Suspense fallback={null}>
      <View screen={screen} />
    </Suspense>
  );
}
