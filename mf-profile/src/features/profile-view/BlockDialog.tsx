import { Alert, Button, DialogActions, Modal } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface BlockDialogProps {
  open: boolean;
  name: string;
  busy: boolean;
  /** The server's message when blocking failed, already translated. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before blocking: the member disappears from each other's search and cannot write. */
export function BlockDialog({ open, name, busy, error, onConfirm, onClose }: BlockDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      title={t('profileView.blockTitle', { name })}
      closeLabel={t('profileView.close')}
      onClose={onClose}
      dismissible={!busy}
    >
      <p>{t('profileView.blockText', { name })}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <DialogActions>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {t('profileView.blockConfirm')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {t('profileView.cancel')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
