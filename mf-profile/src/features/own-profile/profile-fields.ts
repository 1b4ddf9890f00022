import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type Profile,
  type ProfilePatch,
} from '@amora/contracts';

/**
 * The profile's choice fields: the field, its options (the schema's enums) and the keys of their
 * texts (`<label>`, `<options>.<value>`). Gender and sexuality always have a value; the others may
 * be left unsaid.
 */
export const CHOICE_FIELDS = [
  { field: 'gender', options: GENDERS, label: 'own.gender', optionKey: 'own.genders', required: true },
  { field: 'sexuality', options: SEXUALITIES, label: 'own.sexuality', optionKey: 'own.sexualities', required: true },
  { field: 'relationship_status', options: RELATIONSHIP_STATUSES, label: 'own.relationshipStatus', optionKey: 'own.relationshipStatuses', required: false },
  { field: 'body_type', options: BODY_TYPES, label: 'own.bodyType', optionKey: 'own.bodyTypes', required: false },
  { field: 'hair_color', options: HAIR_COLORS, label: 'own.hairColor', optionKey: 'own.hairColors', required: false },
  { field: 'eye_color', options: EYE_COLORS, label: 'own.eyeColor', optionKey: 'own.eyeColors', required: false },
] as const; // prettier-ignore

export type ChoiceField = (typeof CHOICE_FIELDS)[number]['field'];

/** What the details form edits: the choices as select values ('' = not said), tattoos, text, interests. */
export interface DetailsValues {
  choices: Record<ChoiceField, string>;
  tattoos: boolean;
  about_me: string;
  interests: Profile['interests'];
}

export function detailsOf(profile: Profile): DetailsValues {
  return {
    choices: {
      gender: profile.gender,
      sexuality: profile.sexuality,
      relationship_status: profile.relationship_status ?? '',
      body_type: profile.body_type ?? '',
      hair_color: profile.hair_color ?? '',
      eye_color: profile.eye_color ?? '',
    },
    tattoos: profile.tattoos,
    about_me: profile.about_me,
    interests: profile.interests,
  };
}

/** The PUT body: '' becomes null ("rather not say") for the optional choices. */
export function detailsPatch(values: DetailsValues): ProfilePatch {
  const choices = Object.fromEntries(
    CHOICE_FIELDS.map(({ field }) => [field, values.choices[field] || null]),
  ) as ProfilePatch;
  return {
    ...choices,
    tattoos: values.tattoos,
    about_me: values.about_me.trim(),
    interests: values.interests,
  };
}
