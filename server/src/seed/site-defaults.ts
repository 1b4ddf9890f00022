import { INTERESTS, LOCALES, type SiteSettings } from '@amora/contracts';

/** `chat_history_days` is stored with the settings but never sent out (site-resolver). */
type StoredSettings = Omit<SiteSettings, 'domain' | 'domain_language' | 'niche' | 'name'> & {
  chat_history_days: number;
};

/** The settings a new site starts with; each demo site overrides what makes it different. */
export function defaultSiteSettings(overrides: Partial<StoredSettings> = {}): StoredSettings {
  return {
    index_title: 'Amora: meet singles near you',
    description: 'Amora is an online dating and chat community for adults.',
    cdn_prefix: '/media/',
    geoip_country: null,
    geoip_selected_country: null,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    minimum_message_costs: { NL: { costs: 10, currency: 'EUR' }, GB: { costs: 10, currency: 'GBP' } },
    message_credits: 10,
    signup_credits: 20,
    photo_credits: 10,
    gift_credits: 25,
    message_length: 1000,
    chat_history_days: 365,
    push_public_key: null,
    support_phone: '+31 20-123 45 67',
    support_email: 'support@amora.test',
    enable_site_entry_popup: 'yes',
    countries: [],
    visible_profile_fields: ['age', 'country', 'region', 'relationship_status', 'body_type', 'interests'],
    visible_profile_notes: [],
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'max_km', 'sort'],
    fictional_warning: false,
    fictional_singular: '',
    fictional_plural: '',
    refund_days: 14,
    member_resell: false,
    company_id: 1,
    mail_name: 'Amora',
    interests: [...INTERESTS],
    visible_locales: [...LOCALES],
    min_age: 18,
    partner_url: null,
    ...overrides,
  };
}
