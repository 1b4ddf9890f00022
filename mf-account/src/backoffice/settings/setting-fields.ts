import {
  EditableSiteSettingsSchema,
  type EditableSettingKey,
  type EditableSiteSettings,
} from '@amora/contracts';

/*
 * How the form lays the settings out: each setting in one group, by the kind of control its
 * value needs. The per-country message costs and the bundles have editors of their own.
 */

export type FieldKind = 'text' | 'number' | 'switch' | 'list' | 'choice' | 'optionalText';

export interface SettingGroup {
  id: 'general' | 'signup' | 'prices' | 'lists';
  fields: ReadonlyArray<{ key: EditableSettingKey; kind: FieldKind; choices?: readonly string[] }>;
}

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'general',
    fields: [
      { key: 'name', kind: 'text' },
      { key: 'niche', kind: 'number' },
      { key: 'index_title', kind: 'text' },
      { key: 'description', kind: 'text' },
      { key: 'mail_name', kind: 'text' },
      { key: 'support_email', kind: 'text' },
      { key: 'support_phone', kind: 'text' },
      { key: 'cdn_prefix', kind: 'text' },
      { key: 'partner_url', kind: 'optionalText' },
      { key: 'company_id', kind: 'number' },
    ],
  },
  {
    id: 'signup',
    fields: [
      { key: 'signups', kind: 'choice', choices: ['all', 'with_trafficsource', 'closed'] },
      { key: 'signup_credits', kind: 'number' },
      { key: 'min_age', kind: 'number' },
      { key: 'logged_out_search', kind: 'switch' },
      { key: 'logged_out_search_trafficsource', kind: 'switch' },
      { key: 'enable_site_entry_popup', kind: 'choice', choices: ['yes', 'no'] },
      { key: 'fictional_warning', kind: 'switch' },
      { key: 'fictional_singular', kind: 'text' },
      { key: 'fictional_plural', kind: 'text' },
    ],
  },
  {
    id: 'prices',
    fields: [
      { key: 'message_credits', kind: 'number' },
      { key: 'photo_credits', kind: 'number' },
      { key: 'gift_credits', kind: 'number' },
      { key: 'message_length', kind: 'number' },
      { key: 'chat_history_days', kind: 'number' },
      { key: 'refund_days', kind: 'number' },
      { key: 'member_resell', kind: 'switch' },
    ],
  },
  {
    id: 'lists',
    fields: [
      { key: 'countries', kind: 'list' },
      { key: 'visible_locales', kind: 'list' },
      { key: 'visible_profile_fields', kind: 'list' },
      { key: 'visible_profile_notes', kind: 'list' },
      { key: 'search_fields', kind: 'list' },
      { key: 'interests', kind: 'list' },
    ],
  },
];

/** How an item of a list setting is typed in: codes are stored in their one case. */
export function normalizeListItem(key: EditableSettingKey, text: string): string {
  const item = text.trim();
  if (key === 'countries') return item.toUpperCase();
  if (key === 'visible_locales') return item.toLowerCase();
  return item;
}

/**
 * The message key of the write contract's refusal of one more item of a list setting (an unknown
 * country or language, a word too long), or null when the API would take it.
 */
export function listItemProblem(key: EditableSettingKey, item: string): string | null {
  const checked = EditableSiteSettingsSchema.shape[key].safeParse([item]);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'validation.invalidValue');
}

/** A number field's text: empty or not a whole number stays NaN, which the contract refuses. */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The settings whose value differs from `original`: what a `PUT` sends. */
export function changedSettings(
  original: EditableSiteSettings,
  draft: EditableSiteSettings,
): Partial<EditableSiteSettings> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as EditableSettingKey[])
    if (JSON.stringify(draft[key]) !== JSON.stringify(original[key])) changes[key] = draft[key];
  return changes as Partial<EditableSiteSettings>;
}
