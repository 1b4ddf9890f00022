import {
  DECISION_GROUNDS,
  type DecisionGround,
  type PhotoDecisionBody,
  type StaffPhoto,
} from '@amora/contracts';
import { Alert, Button, ButtonRow, SelectField, TextAreaField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { photoCardBox } from '../../features/shared/photo-card-box';
import { BACKOFFICE_NAMESPACE, formatDateTime, groundLabel } from '../i18n';
import { joined } from '../QueryState';

const Card = styled.li`
  ${photoCardBox}
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Verdict = styled.p<{ $flagged: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $flagged }) => ($flagged ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface PhotoCardProps {
  photo: StaffPhoto;
  /** 1-based, for the image's name. */
  number: number;
  busy: boolean;
  error: string | null;
  onDecide: (body: PhotoDecisionBody) => void;
}

/** One waiting photo: the image, its member, the automated verdict, approve or reject with a reason. */
export function PhotoCard({ photo, number, busy, error, onDecide }: PhotoCardProps) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [ground, setGround] = useState<DecisionGround | ''>('');
  const [missing, setMissing] = useState(false);
  const { automated } = photo;
  const flagged =
    !automated.passed || automated.similar_to_removed || automated.similar_member_ids.length > 0;
  const verdict = [
    automated.passed ? t('staff.photos.checkPassed') : t('staff.photos.checkFailed'),
    automated.similar_to_removed ? t('staff.photos.similarToRemoved') : null,
    automated.similar_member_ids.length
      ? t('staff.photos.similarMembers', { ids: automated.similar_member_ids.join(', ') })
      : null,
  ].filter(Boolean);

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onDecide({ decision: 'reject', reason: reason.trim(), ...(ground ? { ground } : {}) });
  };

  return (
    <Card
      data-photo-id={photo.id}
      aria-label={t('staff.photos.photoOf', { number, name: photo.member.name })}
    >
      <img src={photo.thumb_url} alt={t('staff.photos.photoOf', { number, name: photo.member.name })} />
      <p>
        <strong>{photo.member.name}</strong>{' '}
        {joined([
          t('staff.photos.memberId', { id: photo.member.id }),
          photo.is_main ? t('staff.photos.main') : null,
        ])}
      </p>
      <p>
        <small>{formatDateTime(photo.created_at, i18n.language)}</small>
      </p>
      <Verdict $flagged={flagged}>{verdict.join(' ')}</Verdict>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {rejecting ? (
        <form noValidate onSubmit={reject}>
          <TextAreaField
            label={t('staff.photos.rejectReason')}
            hint={t('staff.photos.rejectHint')}
            value={reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing ? t('staff.action.reasonRequired') : null}
            autoFocus
          />
          <SelectField
            label={t('staff.action.ground')}
            value={ground}
            placeholder={t('staff.action.noGround')}
            onChange={(event) => setGround(event.target.value as DecisionGround | '')}
            options={DECISION_GROUNDS.map((value) => ({ value, label: groundLabel(value, i18n.language) }))}
          />
          <ButtonRow>
            <Button type="submit" variant="danger" busy={busy}>
              {t('staff.photos.confirmReject')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setRejecting(false)}>
              {t('staff.cancel')}
            </Button>
          </ButtonRow>
        </form>
      ) : (
        <ButtonRow>
          <Button busy={busy} onClick={() => onDecide({ decision: 'approve' })}>
            {t('staff.photos.approve')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setRejecting(true)}>
            {t('staff.photos.reject')}
          </Button>
        </ButtonRow>
      )}
    </Card>
  );
}
