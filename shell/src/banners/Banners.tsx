import styled from 'styled-components';
import { ActivateReminder } from './ActivateReminder';
import { DisabledNotificationsAlert } from './DisabledNotificationsAlert';
import { ProfilePhotoAlert } from './ProfilePhotoAlert';
import { PushAlert } from './PushAlert';
import { TestPaymentsBanner } from './TestPaymentsBanner';
import { TimeBonusBanner } from './TimeBonusBanner';

// Below `md`, a phone shows one banner, the first that has something to say: four stacked banners
// filled a new member's whole first screen. The rest wait until that one is dealt with (or a wider
// screen).
const Stack = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  &:not(:empty) {
    padding-top: ${({ theme }) => theme.space(4)};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    & > :not(:empty) ~ * {
      display: none;
    }
  }
`;

/**
 * The default layout's warning banners under the top bar; each decides itself whether it shows.
 * Ordered by what the member most needs: that payments on this (staging) site are not real, a
 * profile nobody sees until the address is confirmed, then e-mails that can no longer arrive, then
 * the offer, the photo and push.
 */
export function Banners() {
  return (
    <Stack>
      <TestPaymentsBanner />
      <ActivateReminder />
      <DisabledNotificationsAlert />
      <TimeBonusBanner />
      <ProfilePhotoAlert />
      <PushAlert />
    </Stack>
  );
}
