import { Button, DialogActions, Modal } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface MatchDialogProps {
  open: boolean;
  name: string;
  onMessage: () => void;
  onClose: () => void;
}

/** A like that is mutual: the match, with the way into the conversation. */
export function MatchDialog({ open, name, onMessage, onClose }: MatchDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      title={t('profileView.matchTitle')}
      closeLabel={t('profileView.close')}
      onClose={onClose}
    >
      <p>{t('profileView.matchText', { name })}</p>
      <DialogActions>
        <Button onClick={onMessage}>{t('profileView.matchMessage', { name })}</Button>
        <Button variant="ghost" onClick={onClose}>
          {t('profileView.matchClose')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
