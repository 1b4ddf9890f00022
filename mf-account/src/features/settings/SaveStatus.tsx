import { Alert } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Status = styled.p<{ $saved: boolean }>`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $saved }) => ($saved ? theme.colors.success : theme.colors.textMuted)};
`;

export interface SaveStatusProps {
  /** The section's settings mutation (useUpdateAccountSettings). */
  update: { isPending: boolean; isSuccess: boolean; isError: boolean };
}

/**
 * What became of the last switch a member flipped, which is saved at once: "Saving…", then
 * "Saved", or the failure. A polite live region, so screen readers hear it without losing focus.
 */
export function SaveStatus({ update }: SaveStatusProps) {
  const { t } = useTranslation(NAMESPACE);
  if (update.isError) return <Alert tone="danger">{t('settings.saveFailed')}</Alert>;
  const saved = update.isSuccess && !update.isPending;
  return (
    <Status role="status" $saved={saved}>
      {update.isPending ? t('settings.switchSaving') : saved ? `✓ ${t('settings.switchSaved')}` : null}
    </Status>
  );
}
