import styled from 'styled-components';
import { ActivateReminder } from './ActivateReminder';
import { DisabledNotificationsAlert } from './DisabledNotificationsAlert';
import { ProfilePhotoAlert } from './ProfilePhotoAlert';
import { PushAlert } from './PushAlert';
import { TimeBonusBanner } from './TimeBonusBanner';

const Stack = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  &:not(:empty) {
    padding-top: ${({ theme }) => theme.space(4)};
  }
`;

/** The default layout's warning banners under the top bar; each decides itself whether it shows. */
export function Banners() {
  return (
    <Stack>
      <TimeBonusBanner />
      <ActivateReminder />
      <DisabledNotificationsAlert />
      <ProfilePhotoAlert />
      <PushAlert />
    </Stack>
  );
}
