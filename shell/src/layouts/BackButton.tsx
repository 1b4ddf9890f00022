import { usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { NavGlyph } from '../navigation/NavGlyph';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { currentHistoryIndex, shouldShowBackButton } from './back-button-rules';

const Back = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: -${({ theme }) => theme.space(2)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The installed app's back button in the top bar (rules in `shouldShowBackButton`). */
export function BackButton() {
  const { t } = useTranslation('common');
  const { isInstalledApp } = usePlatform();
  const route = useMatchedRoute();
  const navigate = useNavigate();
  // Re-evaluated on every navigation: the location changes with each history entry.
  useLocation();
  const show = shouldShowBackButton({
    installedApp: isInstalledApp(),
    routeName: route?.name ?? null,
    historyLength: window.history.length,
    historyIndex: currentHistoryIndex(window.history.state),
  });
  if (!show) return null;
  return (
    <Back type="button" onClick={() => void navigate(-1)} aria-label={t('topBar.back')}>
      <NavGlyph icon="back" />
    </Back>
  );
}
