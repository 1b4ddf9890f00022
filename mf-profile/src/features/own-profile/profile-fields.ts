import type { Profile, ProfilePatch } from '@amora/contracts';
import { profileChoicePatch, profileChoiceValues, type ProfileChoiceValues } from '@amora/ui';

/** What the details form edits: the choices as select values ('' = not said), tattoos, text, interests. */
export type DetailsValues = ProfileChoiceValues & {
  tattoos: boolean;
  about_me: string;
  interests: Profile['interests'];
};

export function detailsOf(profile: Profile): DetailsValues {
  return {
    ...profileChoiceValues(profile),
    tattoos: profile.tattoos,
    about_me: profile.about_me,
    interests: profile.interests,
  };
}

/** The PUT body: '' becomes null ("rather not say") for the optional choices. */
export function detailsPatch(values: DetailsValues): ProfilePatch {
  return {
    ...profileChoicePatch(values),
    tattoos: values.tattoos,
    about_me: values.about_me.trim(),
    interests: values.interests,
  };
}
