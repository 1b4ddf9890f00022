import { ProfilePatchSchema, type ProfilePatch } from '@amora/contracts';
import {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type FormMutation,
} from '../form/useContractForm.js';

/**
 * A contract form on the own profile's patch (`ProfilePatchSchema`): the profile page's forms and
 * the complete-signup steps. The server names the fields of a step `profile.<field>`; they are
 * shown under `<field>` either way.
 */
export function useProfileForm<Values extends object>(
  mutation: FormMutation<ProfilePatch, unknown>,
  options: ContractFormOptions<Values, ProfilePatch, unknown> & { toBody: (values: Values) => ProfilePatch },
): ContractForm<Values> {
  return useContractForm(ProfilePatchSchema, mutation, { serverFieldPrefix: 'profile.', ...options });
}
