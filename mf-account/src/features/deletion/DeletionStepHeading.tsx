import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepCounter, StepTitle } from './deletion-styles';
import { useFocusOnMount } from './useFocusOnMount';

export interface DeletionStepHeadingProps {
  /** 1 to 3. */
  step: number;
  /** Translated. */
  title: string;
}

/** "Step n of 3" and the step's heading, which takes the focus when the step appears. */
export function DeletionStepHeading({ step, title }: DeletionStepHeadingProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <StepCounter>{t('deletion.step', { step, total: 3 })}</StepCounter>
      <StepTitle ref={titleRef} tabIndex={-1}>
        {title}
      </StepTitle>
    </>
  );
}
