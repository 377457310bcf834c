export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { focusPageHeading } from './focus';
