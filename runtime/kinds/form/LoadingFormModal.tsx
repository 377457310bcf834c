import { Modal } from '../../ui/modal';

/** A modal form waiting for the values it loads ('Loading…'), which can be closed meanwhile. */
export function LoadingFormModal({ title, closeLabel, onClose }: { title: string; closeLabel: string; onClose: () => void }) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <p role="status">Loading…</p>
    </Modal>
  );
}
