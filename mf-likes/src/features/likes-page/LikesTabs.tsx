import { LIKES_TYPES, type LikesCounts, type LikesType } from '@amora/contracts';
import { formatBadgeCount } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { likesPaths } from '../shared/likes-paths';

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  a {
    flex: 1 0 auto;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1.5)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    border-bottom: 3px solid transparent;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Count = styled.span`
  min-width: 1.75em;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export interface LikesTabsProps {
  current: LikesType;
  counts: LikesCounts | null;
}

/** Received, sent and matches as links (each tab has its own URL), each with its count. */
export function LikesTabs({ current, counts }: LikesTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs aria-label={t('likes.tabsLabel')}>
      {LIKES_TYPES.map((type) => (
        <NavLink
          key={type}
          to={likesPaths.tab(type)}
          end
          aria-current={type === current ? 'page' : undefined}
        >
          {t(`likes.tab.${type}`)}
          {counts ? (
            <Count aria-label={t('likes.tabCount', { count: counts[type] })}>
              {formatBadgeCount(counts[type])}
            </Count>
          ) : null}
        </NavLink>
      ))}
    </Tabs>
  );
}
