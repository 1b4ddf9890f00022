import { MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Button, ErrorPanel, PlatformLink, Spinner } from '@amora/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import type { useCandidateQueue } from './useCandidateQueue';

/*
 * What the match finder and the swipe game share around their card: the queue's loading, error
 * and empty states, and the pass and like buttons with their arrow-key shortcuts.
 */

const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  button {
    min-height: 48px;
  }
`;

export interface DecisionButtonsProps {
  onPass: () => void;
  onLike: () => void;
  passDisabled: boolean;
  likeDisabled: boolean;
}

/** Pass (ArrowLeft) and like (ArrowRight), large enough for a thumb. */
export function DecisionButtons({ onPass, onLike, passDisabled, likeDisabled }: DecisionButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Controls>
      <Button variant="secondary" disabled={passDisabled} onClick={onPass} aria-keyshortcuts="ArrowLeft">
        {t('finder.pass')}
      </Button>
      <Button disabled={likeDisabled} onClick={onLike} aria-keyshortcuts="ArrowRight">
        {t('finder.like')}
      </Button>
    </Controls>
  );
}

/**
 * The queue's state while there is no card to show (loading, failed, nobody left, the next page
 * coming), or `children` (the card) when there is one.
 */
export function CandidateQueueState({
  queue,
  children,
}: {
  queue: ReturnType<typeof useCandidateQueue>;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  if (queue.query.isPending) return <Spinner block label={t('common.loading')} />;
  if (queue.query.isError)
    return (
      <ErrorPanel
        level={2}
        title={t('finder.loadFailed')}
        message={isHttpError(queue.query.error) ? queue.query.error.message : tm('errors.generic')}
        actions={<Button onClick={() => void queue.query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!queue.current)
    return queue.empty ? (
      <ErrorPanel
        level={2}
        title={t('finder.emptyTitle')}
        message={t('finder.emptyText')}
        actions={<PlatformLink to={paths.members()}>{t('likes.toSearch')}</PlatformLink>}
      />
    ) : (
      <Spinner block label={t('common.loading')} />
    );
  return <>{children}</>;
}
