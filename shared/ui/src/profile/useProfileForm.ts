import type { ProfilePatch } from '@amora/contracts';
import {
  useContractForm,
  type ContractForm,
  type ContractSchema,
  type ContractFormOptions,
  type FormMutation,
} from '../form/useContractForm.js';

/**
 * A contract form on the own profile's patch: the profile page's forms and the complete-signup
 * steps. The server names the fields of a step `profile.<field>`; they are shown under `<field>`
 * either way. The caller passes `ProfilePatchSchema`: the design system is on every page's first
 * load and holds no schema, so zod comes only with the areas that have forms (ADR 0049).
 */
export function useProfileForm<Values extends object>(
  schema: ContractSchema<ProfilePatch>,
  mutation: FormMutation<ProfilePatch, unknown>,
  options: ContractFormOptions<Values, ProfilePatch, unknown> & { toBody: (values: Values) => ProfilePatch },
): ContractForm<Values> {
  return useContractForm(schema, mutation, { serverFieldPrefix: 'profile.', ...options });
}
