import { isLocale, type NOTIFICATION_DISABLED_REASONS, type Profile, type User } from '@amora/contracts';
import { ageOn } from '../../core/age.js';
import { sizedPhotoUrls } from '../../core/photo-urls.js';
import type { UserRecord } from './me-read-model.js';

/** The spec's user payload (section 3) for the member themself. */
export function presentUser(
  { user, profile, mainPhoto, newLikes, unreadMessages, pushSubscribed }: UserRecord,
  cdnPrefix: string,
): User {
  const presentedProfile: Profile = {
    id: user.id,
    name: profile.name,
    gender: profile.gender as Profile['gender'],
    sexuality: profile.sexuality as Profile['sexuality'],
    age: ageOn(profile.dateOfBirth),
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    about_me: profile.aboutMe,
    interests: profile.interests as Profile['interests'],
    hair_color: profile.hairColor as Profile['hair_color'],
    eye_color: profile.eyeColor as Profile['eye_color'],
    body_type: profile.bodyType as Profile['body_type'],
    relationship_status: profile.relationshipStatus as Profile['relationship_status'],
    tattoos: profile.tattoos,
    signup_reason: profile.signupReason,
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
