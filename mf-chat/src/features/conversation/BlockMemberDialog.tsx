import { Alert, Button, DialogActions, Modal } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface BlockMemberDialogProps {
  open: boolean;
  name: string;
  busy: boolean;
  /** The server's translated message when blocking failed. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before blocking: neither member can write to or find the other afterwards. */
export function BlockMemberDialog({ open, name, busy, error, onConfirm, onClose }: BlockMemberDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      title={t('block.title', { name })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      dismissible={!busy}
    >
      <p>{t('block.text', { name })}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <DialogActions>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {t('block.confirm')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
