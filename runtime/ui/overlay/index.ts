export { OverlayProvider } from './OverlayProvider';
export { useOverlay } from './overlayContext';
export type { OverlayApi, OverlayWork } from './overlayContext';
