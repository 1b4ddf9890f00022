import {
  EditableSiteSettingsSchema,
  type EditableSiteSettings,
  type LanderVariant,
  type MainImage,
  type Profile,
  type ProfileCard,
  type SiteSettings,
  type StaffMember,
  type User,
} from '@amora/contracts';

let nextId = 1000;

/**
 * A member card (search results, likes, the match finder all extend it): the one place its
 * defaults live, so the areas' fixtures add only their own fields.
 */
export function aProfileCard(overrides: Partial<ProfileCard> = {}): ProfileCard {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    country: 'NL',
    city: 'Utrecht',
    main_image: null,
    ...overrides,
  };
}

/** An active main photo as the API presents it (match and card URLs already prefixed). */
export function aMainImage(overrides: Partial<MainImage> = {}): MainImage {
  return {
    filename: 'a.jpg',
    thumb_filename: 'a_t.jpg',
    status: 'active',
    match: '/media/a.jpg',
    card: '/media/a-card.jpg',
    ...overrides,
  };
}

/** A valid profile; override what the test is about. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Member ${id}`,
    gender: 'female',
    sexuality: 'hetero',
    age: 34,
    date_of_birth: '1991-04-12',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    about_me: 'I like long walks and good coffee.',
    interests: ['coffee', 'hiking'],
    hair_color: 'brown',
    eye_color: 'green',
    body_type: 'average',
    relationship_status: 'single',
    tattoos: false,
    signup_reason: null,
    status: 'active',
    main_image: null,
    ...overrides,
  };
}

/** A confirmed, logged-in member with a profile. */
export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `member${id}@amora.test`,
    status: 'confirmed',
    credits: 0,
    paid_user: false,
    signup_date: '2026-11-01T10:00:00.000Z',
    fictional_icon: false,
    language: 'en',
    notifications_disabled: [],
    push_subscribed: false,
    signup_step: null,
    first_contact_id: null,
    profile: aProfile({ id }),
    ...overrides,
  };
}

/** Site settings as /api/settings.php returns them for the default site. */
export function someSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    niche: 1,
    domain: 'amora.test',
    domain_language: 'en',
    name: 'Amora',
    index_title: 'Amora',
    description: 'Dating',
    cdn_prefix: '/media/',
    geoip_country: null,
    geoip_selected_country: null,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    minimum_message_costs: {},
    message_credits: 10,
    signup_credits: 0,
    photo_credits: 0,
    gift_credits: 0,
    message_length: 1000,
    push_public_key: null,
    support_phone: '+31 20 123 4567',
    support_email: 'support@amora.test',
    enable_site_entry_popup: 'yes',
    countries: [],
    visible_profile_fields: [],
    visible_profile_notes: [],
    search_fields: [],
    fictional_warning: false,
    fictional_singular: '',
    fictional_plural: '',
    refund_days: 14,
    member_resell: false,
    company_id: 1,
    mail_name: 'Amora',
    interests: [],
    visible_locales: ['en'],
    min_age: 18,
    partner_url: null,
    ...overrides,
  };
}

/** A confirmed member as the staff console's member page reads them, with 40 credits. */
export function aStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 12,
    email: 'ann@example.test',
    name: 'Ann',
    language: 'nl',
    site: { id: 1, domain: 'amora.test' },
    signup_date: '2026-11-01T08:00:00.000Z',
    confirmed_at: '2026-11-01T08:05:00.000Z',
    state: {
      status: 'confirmed',
      restriction: null,
      restriction_ends_at: null,
      profile_hidden: false,
      deletion_requested_at: null,
    },
    signup_source: null,
    signup_lander: null,
    credits: { balance: 40, debt: 0 },
    statement: [],
    payments: [],
    reports: { by: [], about: [] },
    devices: [],
    sessions: 0,
    ...overrides,
  };
}

/**
 * A site's settings as the staff console's settings form edits them: the editable part of
 * `someSettings`, with the prices and lists a form test changes.
 */
export function someEditableSettings(overrides: Partial<EditableSiteSettings> = {}): EditableSiteSettings {
  const site: Record<string, unknown> = {
    ...someSettings({
      description: 'A dating site.',
      support_phone: '',
      signup_credits: 20,
      photo_credits: 10,
      gift_credits: 25,
      countries: ['NL', 'DE'],
      interests: ['music'],
    }),
    chat_history_days: 365,
    payment_bundles: null,
  };
  const editable = Object.keys(EditableSiteSettingsSchema.shape).map((key) => [key, site[key]]);
  return { ...(Object.fromEntries(editable) as EditableSiteSettings), ...overrides };
}

/** A live lander variant of the video family for every site, as the staff console lists it. */
export function aLanderVariant(overrides: Partial<LanderVariant> = {}): LanderVariant {
  return {
    key: 'video-spring',
    site: null,
    family: 'video',
    slug: '',
    niche: 6,
    language: 'en',
    headline: 'Meet someone tonight',
    copy: null,
    cta: null,
    images: [],
    weight: 100,
    home: false,
    starts_at: null,
    ends_at: null,
    status: 'live',
    updated_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}
