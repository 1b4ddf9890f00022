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

/** What the location part edits: '' for none. */
export interface LocationValues {
  country: string;
  region: string;
  city: string;
}

/** The whole own-profile form: where the member lives and the details, saved together. */
export type OwnProfileValues = LocationValues & DetailsValues;

export function ownProfileOf(profile: Profile): OwnProfileValues {
  return {
    country: profile.country ?? '',
    region: profile.region ?? '',
    city: profile.city ?? '',
    ...detailsOf(profile),
  };
}

/** The one PUT body of the page's one Save. */
export function ownProfilePatch(values: OwnProfileValues): ProfilePatch {
  return {
    country: values.country,
    region: values.region.trim() || null,
    city: values.city.trim() || null,
    ...detailsPatch(values),
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
