import { isLocale, type NOTIFICATION_DISABLED_REASONS, type Profile, type User } from '@amora/contracts';
import { ageOn } from '../../core/age.js';
import { sizedPhotoUrls } from '../../core/photo-urls.js';
import { profileFieldsOf } from '../../core/profile-fields.js';
import type { UserRecord } from './me-read-model.js';

/** The spec's user payload (section 3) for the member themself. */
export function presentUser(
  { user, profile, mainPhoto, newLikes, unreadMessages, pushSubscribed }: UserRecord,
  cdnPrefix: string,
): User {
  const presentedProfile: Profile = {
    // As stored: the enumerated fields hold only what the contracts' profile schema accepted.
    ...(profileFieldsOf(profile) as Omit<Profile, 'id' | 'age' | 'status' | 'main_image'>),
    id: user.id,
    age: ageOn(profile.dateOfBirth),
    status: profile.status as Profile['status'],
    main_image: mainPhoto
      ? {
          filename: mainPhoto.filename,
          thumb_filename: mainPhoto.thumbFilename,
          status: mainPhoto.status as 'inspected' | 'active',
          ...sizedPhotoUrls(cdnPrefix, mainPhoto),
        }
      : null,
  };
  return {
    id: user.id,
    email: user.email,
    status: user.status as User['status'],
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    fictional_icon: user.fictional,
    language: isLocale(user.language) ? user.language : 'en',
    notifications_disabled: user.notificationsDisabled as Array<
      (typeof NOTIFICATION_DISABLED_REASONS)[number]
    >,
    push_subscribed: pushSubscribed,
    signup_step: user.signupStep,
    first_contact_id: user.firstContactId,
    new_likes: newLikes,
    unread_messages: unreadMessages,
    real_members_only: user.realMembersOnly,
    profile: presentedProfile,
  };
}
