import type { Profile, ProfilePatch } from '@amora/contracts';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '@amora/contracts/plain';

/**
 * The profile's choice fields, in the order forms show them: the field, its options (the
 * schema's enums) and the last parts of its translation keys (`<area>.<key>` for the label,
 * `<area>.<optionsKey>.<value>` for an option). Gender and sexuality always have a value; the
 * others may be left unsaid.
 */
export const PROFILE_CHOICES = [
  { field: 'gender', options: GENDERS, required: true, key: 'gender', optionsKey: 'genders' },
  { field: 'sexuality', options: SEXUALITIES, required: true, key: 'sexuality', optionsKey: 'sexualities' },
  { field: 'relationship_status', options: RELATIONSHIP_STATUSES, required: false, key: 'relationshipStatus', optionsKey: 'relationshipStatuses' },
  { field: 'body_type', options: BODY_TYPES, required: false, key: 'bodyType', optionsKey: 'bodyTypes' },
  { field: 'hair_color', options: HAIR_COLORS, required: false, key: 'hairColor', optionsKey: 'hairColors' },
  { field: 'eye_color', options: EYE_COLORS, required: false, key: 'eyeColor', optionsKey: 'eyeColors' },
] as const; // prettier-ignore

export type ProfileChoice = (typeof PROFILE_CHOICES)[number]['field'];
/** The choices as select values: '' is "not said". */
export type ProfileChoiceValues = Record<ProfileChoice, string>;

/** A profile's choices as a form edits them. */
export function profileChoiceValues(profile: Profile): ProfileChoiceValues {
  return Object.fromEntries(
    PROFILE_CHOICES.map(({ field }) => [field, profile[field] ?? '']),
  ) as ProfileChoiceValues;
}

/** The choices as a profile patch: '' is null ("rather not say"), or left out where required. */
export function profileChoicePatch(values: ProfileChoiceValues): ProfilePatch {
  return Object.fromEntries(
    PROFILE_CHOICES.filter(({ field, required }) => !required || values[field]).map(({ field }) => [
      field,
      values[field] || null,
    ]),
  ) as ProfilePatch;
}
