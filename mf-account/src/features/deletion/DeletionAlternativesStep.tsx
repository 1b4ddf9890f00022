import { EMAIL_NOTIFICATION_TYPES, paths } from '@amora/contracts';
import { Alert, Button, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountSettings } from '../../api/account-settings';
import { useCompanyInfo } from '../../api/company';
import { NAMESPACE } from '../../i18n';
import { DeletionStepHeading } from './DeletionStepHeading';
import { Offer, StepText, StickyActions } from './deletion-styles';

/** What the member chose instead of leaving. */
export type DeletionAlternative = 'invisible' | 'emailsPaused';

export interface DeletionAlternativesStepProps {
  /** The member took an alternative: the flow ends here. */
  onStopped: (alternative: DeletionAlternative) => void;
  onNext: () => void;
  onBack: () => void;
}

const ALL_EMAILS_OFF = Object.fromEntries(EMAIL_NOTIFICATION_TYPES.map((type) => [type, false]));

/** Step 2: ways to stay (invisible mode, no e-mails, a discount when the site offers one). */
export function DeletionAlternativesStep({ onStopped, onNext, onBack }: DeletionAlternativesStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { navigate } = usePlatform();
  const update = useUpdateAccountSettings();
  // The discount for members about to leave is part of the company's data; null: none offered.
  const percent = useCompanyInfo().data?.delete_discount ?? null;

  return (
    <div>
      <DeletionStepHeading step={2} title={t('deletion.alternativesTitle')} />
      <StepText>{t('deletion.alternativesIntro')}</StepText>
      {update.isError ? <Alert tone="danger">{t('settings.saveFailed')}</Alert> : null}
      <Offer>
        <h4>{t('deletion.invisibleTitle')}</h4>
        <p>{t('deletion.invisibleText')}</p>
        <Button
          variant="secondary"
          busy={update.isPending && update.variables?.invisible !== undefined}
          disabled={update.isPending}
          onClick={() => update.mutate({ invisible: true }, { onSuccess: () => onStopped('invisible') })}
        >
          {t('deletion.invisibleAction')}
        </Button>
      </Offer>
      <Offer>
        <h4>{t('deletion.pauseTitle')}</h4>
        <p>{t('deletion.pauseText')}</p>
        <Button
          variant="secondary"
          busy={update.isPending && update.variables?.email_notifications !== undefined}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { email_notifications: ALL_EMAILS_OFF },
              { onSuccess: () => onStopped('emailsPaused') },
            )
          }
        >
          {t('deletion.pauseAction')}
        </Button>
      </Offer>
      {percent !== null ? (
        <Offer>
          <h4>{t('deletion.discountTitle', { percent })}</h4>
          <p>{t('deletion.discountText')}</p>
          <Button onClick={() => navigate(paths.credits())}>{t('deletion.discountAction')}</Button>
        </Offer>
      ) : null}
      <StickyActions>
        <Button variant="danger" onClick={onNext} disabled={update.isPending}>
          {t('deletion.continue')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={update.isPending}>
          {t('deletion.back')}
        </Button>
      </StickyActions>
    </div>
  );
}
