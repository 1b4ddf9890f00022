import { SIGNUP_STEPS, type SignupStep } from '@amora/contracts';
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

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${SIGNUP_STEPS.length}, 1fr);
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
  /** The current step, 0-based. */
  current: number;
}

/** "Step x of 5" and the steps, the current one marked with `aria-current="step"`. */
export function SignupProgress({ current }: SignupProgressProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Nav aria-label={t('completeSignup.progressLabel')}>
      <p>{t('completeSignup.stepOf', { current: current + 1, total: SIGNUP_STEPS.length })}</p>
      <Steps>
        {SIGNUP_STEPS.map((step, index) => (
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
