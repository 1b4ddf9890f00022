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
  /**
   * The empty choice of a required field that has no value yet (a new member's gender): without
   * it the browser would show the first option as if it had been chosen.
   */
  choosePlaceholder?: string;
}

/** Gender, sexuality, relationship status and looks as selects in a grid, every option translated. */
export function ProfileChoiceFields({
  field,
  translate,
  keyPrefix,
  choosePlaceholder,
}: ProfileChoiceFieldsProps) {
  return (
    <FieldGrid>
      {PROFILE_CHOICES.map(({ field: name, options, required, key, optionsKey }) => {
        const binding = field(name);
        const unanswered = required && binding.value === '' ? choosePlaceholder : undefined;
        return (
          <SelectField
            key={name}
            {...binding}
            label={translate(`${keyPrefix}.${key}`)}
            placeholder={required ? unanswered : translate(`${keyPrefix}.notSpecified`)}
            options={options.map((value) => ({
              value,
              label: translate(`${keyPrefix}.${optionsKey}.${value}`),
            }))}
          />
        );
      })}
    </FieldGrid>
  );
}
