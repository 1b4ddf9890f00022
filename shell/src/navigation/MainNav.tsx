import { Badge, up, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { memberNavItems, type NavCounts } from './nav-items';
import { NavGlyph } from './NavGlyph';

export type MainNavVariant = 'bar' | 'tabs';

/** Height of the bottom tab bar without the safe-area inset; the page keeps this much room free. */
export const TAB_BAR_HEIGHT_PX = 60;

const List = styled.ul<{ $variant: MainNavVariant }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $variant, theme }) =>
    $variant === 'tabs'
      ? css`
          justify-content: space-around;
          min-height: ${TAB_BAR_HEIGHT_PX}px;
        `
      : css`
          gap: ${theme.space(1)};
          ${up('lg')} {
            gap: ${theme.space(2)};
          }
        `}
`;

const Item = styled.li<{ $variant: MainNavVariant }>`
  display: flex;
  min-width: 0;
  ${({ $variant }) => ($variant === 'tabs' ? 'flex: 1 1 0;' : '')}
`;

// In the tab bar, a quarter of a 360 px phone holds the longest label (Swedish "Meddelanden") in
// one line only with little side padding and a tab bar's smaller type.
const ItemLink = styled(Link)<{ $variant: MainNavVariant }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.secondary};
  }
  ${({ $variant, theme }) =>
    $variant === 'tabs'
      ? css`
          padding-inline: 2px;
          font-size: 0.6875rem;
        `
      : css`
          ${up('lg')} {
            flex-direction: row;
            gap: ${theme.space(2)};
            padding: 0 ${theme.space(3)};
            font-size: ${theme.font.size.sm};
          }
        `}
`;

const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const BadgeSpot = styled.span`
  position: absolute;
  top: -6px;
  left: 14px;
  line-height: 0;
`;

export interface MainNavProps {
  variant: MainNavVariant;
  counts?: NavCounts;
}

/**
 * The member's main navigation links: in the top bar from 768 px, in the bottom tab bar below.
 * The shell only shows them; each area owns what its page does and fills its counter.
 */
export function MainNav({ variant, counts }: MainNavProps) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const current = useMatchedRoute()?.name;
  if (!user) return null;

  return (
    <List $variant={variant}>
      {memberNavItems(user, counts ?? { unreadMessages: user.unread_messages, newLikes: user.new_likes }).map(
        (item) => (
          <Item key={item.id} $variant={variant}>
            <ItemLink
              to={item.href}
              $variant={variant}
              data-testid={`nav-${item.id}`}
              aria-current={current && item.activeOn.includes(current) ? 'page' : undefined}
            >
              <IconWrap>
                <NavGlyph icon={item.id} />
                {item.badge ? (
                  <BadgeSpot>
                    <Badge
                      count={item.badge.count}
                      tone={item.badge.tone}
                      label={t(item.badge.labelKey, { count: item.badge.count })}
                    />
                  </BadgeSpot>
                ) : null}
              </IconWrap>
              <Label>{t((variant === 'tabs' && item.tabLabelKey) || item.labelKey)}</Label>
            </ItemLink>
          </Item>
        ),
      )}
    </List>
  );
}
