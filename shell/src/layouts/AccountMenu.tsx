import { paths } from '@amora/contracts/plain';
import { Dropdown, usePlatform, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { logout } from '../session/session-actions';

const Avatar = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  object-fit: cover;
`;

const Name = styled.span`
  max-width: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The member's menu: My profile, Settings (the notifications page serves as settings), Logout. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const navigate = useNavigate();
  const { user } = useSession();
  if (!user) return null;
  const thumb = user.profile.main_image;

  return (
    <Dropdown
      testId="account-menu"
      triggerLabel={t('account.menuLabel', { name: user.profile.name })}
      trigger={
        <>
          {thumb ? (
            <Avatar
              src={`${platform.getSettings()?.cdn_prefix ?? '/media/'}${thumb.thumb_filename}`}
              alt=""
            />
          ) : null}
          <Name>{user.profile.name}</Name>
        </>
      }
      items={[
        { id: 'profile', label: t('account.myProfile'), onSelect: () => navigate(paths.profile()) },
        { id: 'settings', label: t('account.settings'), onSelect: () => navigate(paths.notifications()) },
        { id: 'logout', label: t('account.logout'), onSelect: () => void logout(platform) },
      ]}
    />
  );
}
