export { SessionWarning, sessionWarningDialog } from './SessionWarning';
export type { SessionWarningProps } from './SessionWarning';
export { useSessionWarning } from './useSessionWarning';
export type { SessionWarningState, UseSessionWarningOptions } from './useSessionWarning';
