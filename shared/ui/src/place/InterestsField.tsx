import { MAX_INTERESTS, type INTERESTS } from '@amora/contracts/plain';
import { useMemo, type ReactNode } from 'react';
import { CheckboxGroupField } from '../CheckboxGroupField.js';

type Interest = (typeof INTERESTS)[number];

export interface InterestsFieldProps {
  /** Translated name of the group. */
  legend: string;
  /** The interests offered, e.g. INTERESTS or the server's list. */
  interests: readonly Interest[];
  /** An interest's translated label. */
  labelOf: (interest: Interest) => string;
  /** Sort the choices by label for this language; in the given order when left out. */
  sortFor?: string;
  value: readonly Interest[];
  onChange: (value: Interest[]) => void;
  /** Translated, e.g. how many are chosen of MAX_INTERESTS. */
  hint?: string;
  error?: string | null;
  /** Shown above the choices: a spinner or an alert while the list loads. */
  children?: ReactNode;
}

/** The profile's interests as checkboxes; once MAX_INTERESTS are ticked the others rest. */
export function InterestsField({
  legend,
  interests,
  labelOf,
  sortFor,
  value,
  onChange,
  hint,
  error,
  children,
}: InterestsFieldProps) {
  const options = useMemo(() => {
    const labelled = interests.map((interest) => ({ value: interest, label: labelOf(interest) }));
    return sortFor ? labelled.sort((a, b) => a.label.localeCompare(b.label, sortFor)) : labelled;
  }, [interests, labelOf, sortFor]);
  return (
    <CheckboxGroupField
      legend={legend}
      name="interests"
      options={options}
      value={value}
      onChange={onChange}
      max={MAX_INTERESTS}
      hint={hint}
      error={error}
    >
      {children}
    </CheckboxGroupField>
  );
}
