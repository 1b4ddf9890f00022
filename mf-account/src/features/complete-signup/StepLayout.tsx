import { Alert, Button } from '@amora/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import type { StepSubmit } from './useStepSubmit';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Skip and Next side by side; Next last, so it is the natural end of the tab order. A label too
 * long for a narrow phone beside the other ("Benachrichtigungen aktivieren") takes a line of its own.
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  & > button {
    flex: 1;
  }
`;

export interface StepLayoutProps {
  /** The step's texts are `completeSignup.<name>Title` and `completeSignup.<name>Intro`. */
  name: 'push' | 'photo' | 'location' | 'personal' | 'about';
  /** Replaces the step's own intro; null: none. */
  intro?: ReactNode;
  submit: StepSubmit;
  /** Called on Next; without it the step has only Skip (e.g. when there is nothing to save). */
  onNext?: () => void;
  nextLabel?: string;
  skipLabel?: string;
  /** False where the step asks something the site needs answered (the personal step's gender). */
  canSkip?: boolean;
  /** Move the focus to the heading when the step appears after the previous one was saved. */
  focusOnMount: boolean;
  children?: ReactNode;
}

/** One step of /complete-signup: heading, explanation, fields, the save error and Skip / Next. */
export function StepLayout({
  name,
  intro,
  submit,
  onNext,
  nextLabel,
  skipLabel,
  canSkip = true,
  focusOnMount,
  children,
}: StepLayoutProps) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(`completeSignup.${name}Title`);
  const shownIntro = intro === undefined ? t(`completeSignup.${name}Intro`) : intro;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submit.busy) onNext?.();
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {shownIntro ? <Intro>{shownIntro}</Intro> : null}
      {submit.error ? <Alert tone="danger">{submit.error}</Alert> : null}
      <form noValidate onSubmit={onSubmit}>
        {children}
        <Actions>
          {canSkip ? (
            <Button variant="ghost" onClick={submit.skip} disabled={submit.busy}>
              {skipLabel ?? t('completeSignup.skip')}
            </Button>
          ) : null}
          {onNext ? (
            <Button type="submit" busy={submit.busy}>
              {submit.busy ? t('completeSignup.saving') : (nextLabel ?? t('completeSignup.next'))}
            </Button>
          ) : null}
        </Actions>
      </form>
    </Section>
  );
}
