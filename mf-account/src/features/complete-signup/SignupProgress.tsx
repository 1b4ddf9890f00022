import type { SignupStep } from '@amora/contracts';
import { up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Steps = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A bar per step; the names show from `md` up and stay readable to screen readers on phones. */
const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 4px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  ${up('md')} {
    span {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
  }
`;

const STEP_LABEL_KEYS: Record<SignupStep, string> = {
  push: 'completeSignup.stepPush',
  photo: 'completeSignup.stepPhoto',
  location: 'completeSignup.stepLocation',
  personal: 'completeSignup.stepPersonal',
  about: 'completeSignup.stepAbout',
};

export interface SignupProgressProps {
  /** The steps the member will see (visibleSteps). */
  steps: readonly SignupStep[];
  /** The current step; one of `steps`. */
  current: SignupStep;
}

/**
 * "Step x of n" and the steps, the current one marked with `aria-current="step"`. Counted over
 * the steps the member sees, not over every step there is.
 */
export function SignupProgress({ steps, current: currentStep }: SignupProgressProps) {
  const { t } = useTranslation(NAMESPACE);
  const current = Math.max(0, steps.indexOf(currentStep));
  return (
    <Nav aria-label={t('completeSignup.progressLabel')}>
      <p>{t('completeSignup.stepOf', { current: current + 1, total: steps.length })}</p>
      <Steps $count={steps.length}>
        {steps.map((step, index) => (
          <Step
            key={step}
            $state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span>{t(STEP_LABEL_KEYS[step])}</span>
          </Step>
        ))}
      </Steps>
    </Nav>
  );
}
