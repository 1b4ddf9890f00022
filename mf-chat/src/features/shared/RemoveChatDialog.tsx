import { Button, DialogActions, Modal } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface RemoveChatDialogProps {
  /** The other member's name; null: closed. */
  name: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a conversation is removed from the member's list (the other member keeps theirs). */
export function RemoveChatDialog({ name, onConfirm, onClose }: RemoveChatDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open={name !== null} title={t('remove.title')} closeLabel={t('dialog.close')} onClose={onClose}>
      <p>{t('remove.text', { name: name ?? '' })}</p>
      <DialogActions>
        <Button variant="danger" onClick={onConfirm}>
          {t('remove.confirm')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
