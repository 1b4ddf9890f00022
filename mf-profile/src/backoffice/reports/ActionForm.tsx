import {
  DECISION_GROUNDS,
  REPORT_ACTIONS,
  SUSPENSION_DAYS_MAX,
  type DecisionGround,
  type ReportAction,
  type ReportActionBody,
} from '@amora/contracts';
import {
  Alert,
  Button,
  DialogActions,
  Modal,
  MutationProblem,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE, groundLabel } from '../i18n';
import { useReportAction } from './api';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const PhotoChoice = styled.img`
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export interface ActionFormProps {
  caseId: number;
  reportedName: string;
  /** The photos of the profile as reported, for "remove a photo". */
  photos: Array<{ id: number; url: string; evidence_url?: string | null }>;
  /** The decision was recorded (the case is read again, and may no longer be open). */
  onDecided: () => void;
}

/** The copy kept with the report when there is one: the served file may be gone. */
const evidenceOrServed = (photo?: { url: string; evidence_url?: string | null }) =>
  photo ? (photo.evidence_url ?? photo.url) : undefined;

type Errors = Partial<Record<'action' | 'reason' | 'days' | 'photo', string>>;

/** The moderator's decision on an open case: always with a reason, and confirmed before it is sent. */
export function ActionForm({ caseId, reportedName, photos, onDecided }: ActionFormProps) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useReportAction(caseId);
  const [action, setAction] = useState<ReportAction | ''>('');
  const [ground, setGround] = useState<DecisionGround | ''>('');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [photoId, setPhotoId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<ReportActionBody | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const dayCount = Number(days);
    if (!action) found.action = t('staff.action.actionRequired');
    if (!reason.trim()) found.reason = t('staff.action.reasonRequired');
    if (
      action === 'suspend' &&
      !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= SUSPENSION_DAYS_MAX)
    )
      found.days = t('staff.action.daysInvalid', { max: SUSPENSION_DAYS_MAX });
    if (action === 'remove_photo' && !photoId) found.photo = t('staff.action.photoRequired');
    setErrors(found);
    if (Object.keys(found).length || !action) return;
    mutation.reset();
    setConfirming({
      action,
      reason: reason.trim(),
      ...(ground ? { ground } : {}),
      ...(action === 'suspend' ? { days: dayCount } : {}),
      ...(action === 'remove_photo' ? { photo_id: Number(photoId) } : {}),
    });
  };

  const send = () => {
    if (!confirming) return;
    mutation.mutate(confirming, {
      onSuccess: () => {
        onDecided();
        setConfirming(null);
        setAction('');
        setReason('');
        setGround('');
      },
    });
  };

  return (
    <section aria-labelledby="case-action">
      <h2 id="case-action">{t('staff.action.title')}</h2>
      <Form noValidate onSubmit={review}>
        <RadioGroupField
          legend={t('staff.action.action')}
          name={`case-${caseId}-action`}
          value={action}
          onChange={(value) => setAction(value as ReportAction)}
          options={REPORT_ACTIONS.map((value) => ({ value, label: t(`staff.actions.${value}`) }))}
          error={errors.action}
        />
        {action === 'suspend' ? (
          <TextField
            label={t('staff.action.days')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SUSPENSION_DAYS_MAX}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={errors.days}
          />
        ) : null}
        {action === 'remove_photo' ? (
          photos.length ? (
            <RadioGroupField
              legend={t('staff.action.photo')}
              name={`case-${caseId}-photo`}
              value={photoId}
              onChange={setPhotoId}
              options={photos.map((photo, index) => ({
                value: String(photo.id),
                label: t('staff.case.photoAlt', { number: index + 1 }),
              }))}
              error={errors.photo}
            />
          ) : (
            <Alert tone="warning">{t('staff.case.noPhotos')}</Alert>
          )
        ) : null}
        {action === 'remove_photo' && photoId ? (
          <PhotoChoice src={evidenceOrServed(photos.find((photo) => String(photo.id) === photoId))} alt="" />
        ) : null}
        <SelectField
          label={t('staff.action.ground')}
          value={ground}
          placeholder={t('staff.action.noGround')}
          onChange={(event) => setGround(event.target.value as DecisionGround | '')}
          options={DECISION_GROUNDS.map((value) => ({ value, label: groundLabel(value, i18n.language) }))}
        />
        <TextAreaField
          label={t('staff.action.reason')}
          hint={t('staff.action.reasonHint')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <Button type="submit">{t('staff.action.review')}</Button>
      </Form>
      <Modal
        open={confirming !== null}
        title={t('staff.action.confirmTitle')}
        closeLabel={t('staff.close')}
        onClose={() => setConfirming(null)}
        dismissible={!mutation.isPending}
      >
        {confirming ? (
          <p>
            {t(`staff.confirm.${confirming.action}`, { name: reportedName, count: confirming.days ?? 0 })}
          </p>
        ) : null}
        <MutationProblem mutation={mutation} fallback={t('staff.action.failed')} />
        <DialogActions>
          <Button variant="danger" busy={mutation.isPending} onClick={send}>
            {t('staff.action.confirm')}
          </Button>
          <Button variant="ghost" disabled={mutation.isPending} onClick={() => setConfirming(null)}>
            {t('staff.cancel')}
          </Button>
        </DialogActions>
      </Modal>
    </section>
  );
}
