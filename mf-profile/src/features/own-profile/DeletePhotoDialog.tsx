import { Alert, Button, ButtonRow, Modal, useApiProblem } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useDeletePhoto } from '../../api/photos';
import { NAMESPACE } from '../../i18n';

export interface DeletePhotoTarget {
  id: number;
  /** 1-based place in the list, as the member counts. */
  number: number;
}

export interface DeletePhotoDialogProps {
  target: DeletePhotoTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a photo is deleted for good; it cannot be closed while the deletion runs. */
export function DeletePhotoDialog({ target, onClose, onDeleted }: DeletePhotoDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const remove = useDeletePhoto();
  const problem = useApiProblem(remove.error);

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted();
      },
    });
  };

  return (
    <Modal
      open={target !== null}
      title={t('photos.deleteTitle')}
      closeLabel={t('photos.close')}
      onClose={close}
      dismissible={!remove.isPending}
    >
      <p>{t('photos.deleteText', { number: target?.number ?? 0 })}</p>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <ButtonRow>
        <Button variant="ghost" onClick={close} disabled={remove.isPending}>
          {t('photos.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} busy={remove.isPending}>
          {t('photos.deleteConfirm')}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
