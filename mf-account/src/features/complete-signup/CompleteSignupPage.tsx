import { MESSAGES_NAMESPACE, SIGNUP_STEPS, paths, type SignupStep, type User } from '@amora/contracts';
import { Alert, PlatformLink, Spinner, up, usePlatform, useSession } from '@amora/ui';
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
import { visibleSteps } from './visible-steps';

const Card = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  ${up('sm')} {
    margin: ${({ theme }) => theme.space(4)} auto ${({ theme }) => theme.space(10)};
    padding: ${({ theme }) => theme.space(8)};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/**
 * The page opens in the shell's empty layout (no top bar): the site's name leads home and
 * "Finish later" to the members, so nobody is stuck in the steps.
 */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} 0;
  ${up('sm')} {
    padding: ${({ theme }) => theme.space(6)} 0 0;
  }
`;

const Brand = styled(PlatformLink)`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
`;

const Later = styled(PlatformLink)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
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
  const settings = usePlatform().getSettings();
  const step = user ? currentStep(user) : null;
  const steps = visibleSteps(settings?.push_public_key);
  const stepName = step === null ? null : (SIGNUP_STEPS[step] as SignupStep);
  // The step the page opened on leaves the focus alone; later steps take it to their heading.
  const [initialStep, setInitialStep] = useState<number | null | 'pending'>(user ? step : 'pending');
  if (initialStep === 'pending' && user) setInitialStep(step);

  if (status === 'unknown') return <Spinner label={t('completeSignup.loading')} block />;

  return (
    <>
      <Header>
        <Brand to={paths.home()}>{settings?.name ?? t('completeSignup.home')}</Brand>
        {user && step !== null ? <Later to={paths.members()}>{t('completeSignup.later')}</Later> : null}
      </Header>
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
            {/* The push step skipping itself is no step the member sees: no count meanwhile. */}
            {stepName && steps.includes(stepName) ? (
              <SignupProgress steps={steps} current={stepName} />
            ) : null}
            <StepView key={step} step={step} user={user} focusOnMount={step !== initialStep} />
          </>
        )}
      </Card>
    </>
  );
}
