import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Fieldset, Hint, describedBy } from './field-styles.js';
import { up } from './theme.js';

const GroupHint = styled(Hint)`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
`;

/** Two columns on phones, three from `md` up; every choice is a 44px touch target. */
// `minmax(0, …)` columns: the longest word of a label ("Gesellschaftsspiele") wraps, not the page.
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

const GroupError = styled(ErrorText)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

export interface CheckboxOption<V extends string = string> {
  value: V;
  label: string;
}

export interface CheckboxGroupFieldProps<V extends string = string> {
  /** Names the group; screen readers read it on entering any of the choices. */
  legend: string;
  name: string;
  /** In the order shown; translate and sort the labels before. */
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  /** The new selection, in the order the choices were ticked. */
  onChange: (value: V[]) => void;
  /** At most this many may be ticked: the others are then disabled until one is unticked. */
  max?: number;
  /** A translated hint under the legend, e.g. how many are chosen; read with the group and announced when it changes. */
  hint?: string;
  /** Translated error; marks the group invalid and is read with it. */
  error?: string | null;
  /** Shown between the hint and the choices, e.g. a spinner or an alert while the options load. */
  children?: ReactNode;
}

/** Native checkboxes in a fieldset, for choosing several of a list (up to `max`). */
export function CheckboxGroupField<V extends string = string>({
  legend,
  name,
  options,
  value,
  onChange,
  max,
  hint,
  error,
  children,
}: CheckboxGroupFieldProps<V>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = max !== undefined && value.length >= max;
  const toggle = (option: V, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));

  return (
    <Fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId, hint && hintId)}
    >
      <legend>{legend}</legend>
      {hint ? (
        <GroupHint id={hintId} aria-live="polite">
          {hint}
        </GroupHint>
      ) : null}
      {children}
      <Choices>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label key={option.value}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={full && !checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          );
        })}
      </Choices>
      {error ? <GroupError id={errorId}>{error}</GroupError> : null}
    </Fieldset>
  );
}
