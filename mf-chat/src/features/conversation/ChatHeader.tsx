import { paths, type ProfileCard } from '@amora/contracts';
import { Dropdown, PlatformLink } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { Avatar } from '../shared/Avatar';
import { useFictionalLabel } from '../shared/useFictionalLabel';

const Bar = styled.header`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  padding-top: max(${({ theme }) => theme.space(2)}, env(safe-area-inset-top));
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Back = styled(PlatformLink)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Member = styled(PlatformLink)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover h1,
  &:focus-visible h1 {
    text-decoration: underline;
  }
`;

/** The name and what is under it: may shrink, so a long line is cut instead of pushing the badge. */
const Names = styled.span`
  min-width: 0;
`;

/** The credit badge: the member always sees what they hold before writing. */
const Credits = styled(PlatformLink)<{ $low: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $low }) => ($low ? theme.colors.danger : theme.colors.secondary)};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`;

/** Decorative glyphs; the links and the menu have translated names. */
const BACK_GLYPH = '\u2190';
const MENU_GLYPH = '\u22ee';

export interface ChatHeaderProps {
  profile: ProfileCard;
  /** One of the site's fictional profiles: the header says so with the site's label. */
  fictional?: boolean;
  balance: number | null;
  /** The next message costs more than the balance. */
  low: boolean;
  canRemove: boolean;
  onRemove: () => void;
  onBlock: () => void;
  onReport: () => void;
  onBlockAndReport: () => void;
}

/** The chat's top bar: back to the list, the member (to the profile), the credits, more actions. */
export function ChatHeader({
  profile,
  fictional = false,
  balance,
  low,
  canRemove,
  onRemove,
  onBlock,
  onReport,
  onBlockAndReport,
}: ChatHeaderProps) {
  const { t } = useTranslation(NAMESPACE);
  const place = [profile.age, profile.city].filter(Boolean).join(', ');
  const fictionalLabel = useFictionalLabel();
  const label = fictional ? fictionalLabel : null;
  return (
    <Bar>
      <Back to={paths.chats()} aria-label={t('header.back')}>
        <span aria-hidden="true">{BACK_GLYPH}</span>
      </Back>
      {/* Named by what it shows, the name and the place (WCAG 2.5.3, label in name); the tooltip says where it goes. */}
      <Member to={paths.member(profile.id)} title={t('header.profile', { name: profile.name })}>
        <Avatar image={profile.main_image} size={40} />
        <Names>
          <h1>{profile.name}</h1>
          {place ? <small>{place}</small> : null}
          {label ? <small>{label}</small> : null}
        </Names>
      </Member>
      {balance !== null ? (
        <Credits to={paths.credits()} $low={low} aria-label={t('header.credits', { count: balance })}>
          {t('header.creditsShort', { count: balance })}
        </Credits>
      ) : null}
      <Dropdown
        trigger={<span aria-hidden="true">{MENU_GLYPH}</span>}
        triggerLabel={t('header.more')}
        items={[
          ...(canRemove ? [{ id: 'remove', label: t('header.remove'), onSelect: onRemove }] : []),
          { id: 'block', label: t('header.block', { name: profile.name }), onSelect: onBlock },
          { id: 'report', label: t('header.report', { name: profile.name }), onSelect: onReport },
          {
            id: 'block-report',
            label: t('header.blockAndReport', { name: profile.name }),
            onSelect: onBlockAndReport,
          },
        ]}
      />
    </Bar>
  );
}
