import { MESSAGES_NAMESPACE, type MemberProfile } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, BlockMemberDialog } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useToggleBlock } from '../../api/blocks';
import { NAMESPACE } from '../../i18n';
import type { Viewer } from '../shared/useViewer';

const Row = styled.div`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

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

/** Block (asks first) or unblock, below the profile. Members only. */
export function BlockControl({ profile, viewer, onAuthError }: BlockControlProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const block = useToggleBlock(profile.id, viewer.id);
  const [open, setOpen] = useState(false);
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
