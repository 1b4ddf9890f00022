import { usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: 600;
`;

/**
 * The site's fictional label under a match or a like from one of its fictional profiles (the
 * only ones that like automatically), when the site marks them (`fictional_warning`).
 */
export function FictionalNote({ fictional }: { fictional: boolean | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const settings = usePlatform().getSettings();
  if (!fictional || !settings?.fictional_warning) return null;
  return <Note>{settings.fictional_singular.trim() || t('match.fictional')}</Note>;
}
