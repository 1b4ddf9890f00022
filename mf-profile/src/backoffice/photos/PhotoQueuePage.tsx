import type { PhotoDecisionBody } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, MutedText, Spinner } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { LoadMore, Page, QueryProblem } from '../QueryState';
import { usePhotoDecision, useWaitingPhotos } from './api';
import { PhotoCard } from './PhotoCard';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;

/**
 * `/backoffice/photos`: the photos waiting for a moderator. A decided photo leaves the grid and
 * the keyboard focus moves on to the next one, so a moderator works the queue without the mouse.
 */
export function PhotoQueuePage() {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const query = useWaitingPhotos();
  const decision = usePhotoDecision();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const photos = (query.data?.pages.flatMap((page) => page.photos) ?? []).filter(
    (photo) => !decided.has(photo.id),
  );
  const total = Math.max(0, (query.data?.pages[0]?.total ?? 0) - decided.size);

  useEffect(() => {
    if (focusId === null) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-photo-id="${focusId}"] button`)?.focus();
    setFocusId(null);
  }, [focusId]);

  const decide = (id: number, body: PhotoDecisionBody) => {
    setFailed(null);
    const index = photos.findIndex((photo) => photo.id === id);
    const next = photos[index + 1] ?? photos[index - 1] ?? null;
    decision.mutate(
      { id, body },
      {
        onSuccess: () => {
          setDecided((before) => new Set(before).add(id));
          setDone(body.decision === 'approve' ? t('staff.photos.approved') : t('staff.photos.rejected'));
          setFocusId(next?.id ?? null);
        },
        onError: (error) =>
          setFailed({ id, message: isHttpError(error) ? error.message : t('staff.action.failed') }),
      },
    );
  };

  const body = (() => {
    if (query.isPending) return <Spinner block label={t('staff.loading')} />;
    if (query.isError) return <QueryProblem query={query} title={t('staff.photos.loadFailed')} />;
    if (photos.length === 0 && !query.hasNextPage) return <MutedText>{t('staff.photos.empty')}</MutedText>;
    return (
      <>
        <Grid ref={grid} aria-label={t('staff.photos.gridLabel')}>
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              number={index + 1}
              busy={decision.isPending && decision.variables?.id === photo.id}
              error={failed?.id === photo.id ? failed.message : null}
              onDecide={(answer) => decide(photo.id, answer)}
            />
          ))}
        </Grid>
        <LoadMore query={query} />
      </>
    );
  })();

  return (
    <Page>
      <h1>{t('staff.photos.title')}</h1>
      {query.data ? <p>{t('staff.photos.total', { count: total })}</p> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {body}
    </Page>
  );
}
