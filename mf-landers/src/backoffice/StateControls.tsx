import { LANDER_WEIGHT_MAX, type LanderVariant } from '@amora/contracts';
import { Button } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePatchVariant } from './api';
import { BACKOFFICE_NAMESPACE } from './i18n';
import { problemOf } from './parts';

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 5.5rem;
    padding: ${({ theme }) => theme.space(1)};
    font: inherit;
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Pause or resume (a draft goes live) and the weight of one variant, each change audited. */
export function StateControls({ variant }: { variant: LanderVariant }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const patch = usePatchVariant();
  const [weight, setWeight] = useState(String(variant.weight));
  const [invalid, setInvalid] = useState(false);
  const live = variant.status === 'live';

  const saveWeight = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(weight);
    const ok = /^\d{1,4}$/.test(weight) && value <= LANDER_WEIGHT_MAX;
    setInvalid(!ok);
    if (ok) patch.mutate({ key: variant.key, weight: value });
  };

  return (
    <Controls onSubmit={saveWeight} aria-label={t('landers.stateOf', { key: variant.key })}>
      <Button
        type="button"
        variant={live ? 'secondary' : 'primary'}
        busy={patch.isPending}
        onClick={() => patch.mutate({ key: variant.key, status: live ? 'paused' : 'live' })}
      >
        {live ? t('landers.pause') : variant.status === 'draft' ? t('landers.publish') : t('landers.resume')}
      </Button>
      <input
        inputMode="numeric"
        value={weight}
        aria-invalid={invalid || undefined}
        aria-label={t('landers.weightOf', { key: variant.key })}
        onChange={(event) => setWeight(event.target.value)}
      />
      <Button type="submit" variant="ghost" disabled={weight === String(variant.weight)}>
        {t('landers.saveWeight')}
      </Button>
      {invalid ? (
        <Problem role="alert">{t('landers.weightInvalid', { max: LANDER_WEIGHT_MAX })}</Problem>
      ) : null}
      {patch.isError ? (
        <Problem role="alert">{problemOf(patch.error, t('landers.changeFailed'))}</Problem>
      ) : null}
    </Controls>
  );
}
