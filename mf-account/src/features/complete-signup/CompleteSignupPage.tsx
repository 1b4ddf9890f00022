import { MESSAGES_NAMESPACE, SIGNUP_STEPS, paths, type SignupStep, type User } from '@amora/contracts';
import { Alert, Spinner, up, useSession } from '@amora/ui';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { AboutStep } from './AboutStep';
import { CompleteStep } from './CompleteStep';
import { LocationStep } from './LocationStep';
import { PersonalStep } from './PersonalStep';
import { PhotoStep } from './PhotoStep';
import { PushStep } from './PushStep';
import { SignupProgress } from './SignupProgress';
import type { StepProps } from './step-props';
import { useStepSubmit } from './useStepSubmit';

const Card = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  ${up('sm')} {
    margin: ${({ theme }) => theme.space(10)} auto;
    padding: ${({ theme }) => theme.space(8)};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const STEP_COMPONENTS: Record<SignupStep, ComponentType<StepProps>> = {
  push: PushStep,
  photo: PhotoStep,
  location: LocationStep,
  personal: PersonalStep,
  about: AboutStep,
};

/** The member's next step, or null when all are done (or the value is out of range). */
function currentStep(user: User): number | null {
  const step = user.signup_step ?? null;
  return step !== null && step >= 0 && step < SIGNUP_STEPS.length ? step : null;
}

interface StepViewProps {
  step: number;
  user: User;
  focusOnMount: boolean;
}

/** One step with its own save state: keyed by step, so a new step starts clean. */
function StepView({ step, user, focusOnMount }: StepViewProps) {
  const submit = useStepSubmit(step);
  const Step = STEP_COMPONENTS[SIGNUP_STEPS[step] as SignupStep];
  return <Step user={user} submit={submit} focusOnMount={focusOnMount} />;
}

/**
 * `/complete-signup`: the steps after sign-up. The step comes from the member's `signup_step` in
 * the session, which each save updates, so a reload resumes where the member left off.
 */
export function CompleteSignupPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { status, user } = useSession();
  const step = user ? currentStep(user) : null;
  // The step the page opened on leaves the focus alone; later steps take it to their heading.
  const [initialStep, setInitialStep] = useState<number | null | 'pending'>(user ? step : 'pending');
  if (initialStep === 'pending' && user) setInitialStep(step);

  if (status === 'unknown') return <Spinner label={t('completeSignup.loading')} block />;

  return (
    <Card aria-labelledby="complete-signup-title">
      <h1 id="complete-signup-title">{t('completeSignup.title')}</h1>
      {!user ? (
        <>
          <Alert tone="warning">{tm('errors.authenticationRequired')}</Alert>
          <Link to={paths.login()}>{t('completeSignup.loginLink')}</Link>
        </>
      ) : step === null ? (
        <CompleteStep user={user} focusOnMount={initialStep !== null} />
      ) : (
        <>
          <SignupProgress current={step} />
          <StepView key={step} step={step} user={user} focusOnMount={step !== initialStep} />
        </>
      )}
    </Card>
  );
}
