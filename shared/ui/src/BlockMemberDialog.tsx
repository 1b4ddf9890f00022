import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Modal } from './Modal.js';
import { DialogActions } from './page-layout.js';

export interface BlockMemberDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's message when blocking failed, already translated. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Every text translated by the calling area (the shared UI holds no translations). */
  labels: { title: string; text: string; confirm: string; cancel: string; close: string };
}

/**
 * Asks before blocking a member: afterwards neither can find or write to the other. One dialog for
 * every place that offers blocking (the profile, the chat); each passes its own translated texts.
 */
export function BlockMemberDialog({ open, busy, error, onConfirm, onClose, labels }: BlockMemberDialogProps) {
  return (
    <Modal open={open} title={labels.title} closeLabel={labels.close} onClose={onClose} dismissible={!busy}>
      <p>{labels.text}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <DialogActions>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {labels.confirm}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {labels.cancel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
