import { Modal } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../../api/deletion';
import { NAMESPACE } from '../../i18n';
import { DeletionAlternativesStep, type DeletionAlternative } from './DeletionAlternativesStep';
import { DeletionConfirmStep } from './DeletionConfirmStep';
import { DeletionReasonStep, type DeletionSurvey } from './DeletionReasonStep';

type Step = 'reason' | 'alternatives' | 'confirm';

export interface DeleteAccountFlowProps {
  open: boolean;
  onClose: () => void;
  /** The account is pending deletion; `partnerUrl` is where the countdown leads (null: our page). */
  onDeleted: (partnerUrl: string | null) => void;
  onStopped: (alternative: DeletionAlternative) => void;
  /**
   * True from the moment the deletion is sent until it fails. The server ends the session as it
   * deletes, and the realtime channel may report that before the answer arrives: the page must
   * not take that for a logout and leave for the login page.
   */
  onDeleting?: (deleting: boolean) => void;
}

const NO_SURVEY: DeletionSurvey = { reason: '', comment: '' };

/** The deletion dialog: reason survey, alternatives to leaving, password confirmation. */
export function DeleteAccountFlow({
  open,
  onClose,
  onDeleted,
  onStopped,
  onDeleting,
}: DeleteAccountFlowProps) {
  const { t } = useTranslation(NAMESPACE);
  const [step, setStep] = useState<Step>('reason');
  const [survey, setSurvey] = useState<DeletionSurvey>(NO_SURVEY);
  const deletion = useDeleteAccount();
  const { reset, isPending, isError } = deletion;
  useEffect(() => {
    if (isPending) onDeleting?.(true);
    else if (isError) onDeleting?.(false);
  }, [isPending, isError, onDeleting]);

  // Stable, so the dialog does not move focus on every render.
  const close = useCallback(() => {
    setStep('reason');
    setSurvey(NO_SURVEY);
    reset();
    onClose();
  }, [onClose, reset]);

  return (
    <Modal
      open={open}
      title={t('deletion.title')}
      closeLabel={t('deletion.close')}
      onClose={close}
      dismissible={!deletion.isPending}
    >
      {step === 'reason' ? (
        <DeletionReasonStep
          survey={survey}
          onNext={(answered) => {
            setSurvey(answered);
            setStep('alternatives');
          }}
          onCancel={close}
        />
      ) : null}
      {step === 'alternatives' ? (
        <DeletionAlternativesStep
          onStopped={(alternative) => {
            close();
            onStopped(alternative);
          }}
          onNext={() => setStep('confirm')}
          onBack={() => setStep('reason')}
        />
      ) : null}
      {step === 'confirm' ? (
        <DeletionConfirmStep
          survey={survey}
          deletion={deletion}
          onDeleted={({ partner_url }) => onDeleted(partner_url)}
          onBack={() => {
            reset();
            setStep('alternatives');
          }}
        />
      ) : null}
    </Modal>
  );
}
