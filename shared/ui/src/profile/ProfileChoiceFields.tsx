import type { FieldBinding } from '../form/useContractForm.js';
import { FieldGrid } from '../page-layout.js';
import { SelectField } from '../SelectField.js';
import { PROFILE_CHOICES, type ProfileChoice } from './profile-choices.js';

export interface ProfileChoiceFieldsProps {
  /** The form's binding of a field (`form.field`). */
  field: (name: ProfileChoice) => FieldBinding;
  /** The area's `t`. */
  translate: (key: string) => string;
  /**
   * Where the area keeps the texts: `<keyPrefix>.gender`, `<keyPrefix>.genders.<value>`, …, and
   * `<keyPrefix>.notSpecified` for the empty choice of the optional fields.
   */
  keyPrefix: string;
}

/** Gender, sexuality, relationship status and looks as selects in a grid, every option translated. */
export function ProfileChoiceFields({ field, translate, keyPrefix }: ProfileChoiceFieldsProps) {
  return (
    <FieldGrid>
      {PROFILE_CHOICES.map(({ field: name, options, required, key, optionsKey }) => (
        <SelectField
          key={name}
          {...field(name)}
          label={translate(`${keyPrefix}.${key}`)}
          placeholder={required ? undefined : translate(`${keyPrefix}.notSpecified`)}
          options={options.map((value) => ({
            value,
            label: translate(`${keyPrefix}.${optionsKey}.${value}`),
          }))}
        />
      ))}
    </FieldGrid>
  );
}
