import { MESSAGES_NAMESPACE, type MemberProfile } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, BlockMemberDialog } from '@amora/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApplyBlocked, useToggleBlock } from '../../api/blocks';
import { NAMESPACE } from '../../i18n';
import type { Viewer } from '../shared/useViewer';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > [role='alert'],
  > [role='status'] {
    flex-basis: 100%;
  }
`;

// Its own chunk and texts, fetched when the member first asks to report.
const ReportDialog = lazy(() =>
  import(/* webpackChunkName: "profile-report" */ './ReportDialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

/**
 * Block is no peer of Like: a small text button in the danger colour, away from the primary
 * actions, so it is neither mistaken for them nor pressed by accident (it asks first anyway).
 */
const TextButton = styled.button<{ $danger: boolean }>`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface BlockControlProps {
  profile: MemberProfile;
  viewer: Viewer;
  /** A visitor asked to sign up (the session ended meanwhile). */
  onAuthError: (error: unknown) => void;
}

/** Report, block (asks first) or unblock, and block-and-report, below the profile. Members only. */
export function BlockControl({ profile, viewer, onAuthError }: BlockControlProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const block = useToggleBlock(profile.id, viewer.id);
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState<'report' | 'block' | null>(null);
  const [reported, setReported] = useState(false);
  const applyBlocked = useApplyBlocked(profile.id, viewer.id);
  const error =
    block.isError && !(isHttpError(block.error) && block.error.code === 'authentication_required')
      ? isHttpError(block.error)
        ? block.error.message
        : tm('errors.generic')
      : null;

  const confirm = () =>
    block.mutate(true, {
      onSuccess: () => setOpen(false),
      onError: onAuthError,
    });

  return (
    <Row>
      {error && !open ? <Alert tone="danger">{error}</Alert> : null}
      {reported && !reporting ? <Alert tone="success">{t('profileView.reported')}</Alert> : null}
      <TextButton type="button" $danger onClick={() => setReporting('report')}>
        {t('profileView.report')}
      </TextButton>
      {profile.blocked ? (
        <TextButton
          type="button"
          $danger={false}
          disabled={block.isPending}
          aria-busy={block.isPending || undefined}
          onClick={() => block.mutate(false, { onError: onAuthError })}
        >
          {t('profileView.unblock')}
        </TextButton>
      ) : (
        <TextButton
          type="button"
          $danger
          onClick={() => {
            block.reset();
            setOpen(true);
          }}
        >
          {t('profileView.block')}
        </TextButton>
      )}
      {profile.blocked ? null : (
        <TextButton type="button" $danger onClick={() => setReporting('block')}>
          {t('profileView.blockAndReport')}
        </TextButton>
      )}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            profile={profile}
            block={reporting === 'block'}
            onClose={() => setReporting(null)}
            onReported={(result) => {
              setReported(true);
              if (result.blocked) applyBlocked(true);
            }}
          />
        </Suspense>
      ) : null}
      <BlockMemberDialog
        open={open}
        labels={{
          title: t('profileView.blockTitle', { name: profile.name }),
          text: t('profileView.blockText', { name: profile.name }),
          confirm: t('profileView.blockConfirm'),
          cancel: t('profileView.cancel'),
          close: t('profileView.close'),
        }}
        busy={block.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </Row>
  );
}
