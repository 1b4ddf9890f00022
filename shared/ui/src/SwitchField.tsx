import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint, describedBy } from './field-styles.js';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    cursor: pointer;
  }
`;

/** A native checkbox drawn as a toggle: keyboard (Space) and screen readers work as usual. */
const Toggle = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 48px;
  height: 28px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background 0.15s;
  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    transition: transform 0.15s;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.success};
  }
  &:checked::before {
    transform: translateX(20px);
  }
  &[aria-invalid='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::before {
      transition: none;
    }
  }
`;

export interface SwitchFieldProps {
  label: string;
  /** What switching it on means; read together with the label. */
  hint?: string;
  /** Translated error; marks the switch invalid and is read with it. */
  error?: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
}

/** An on/off setting that applies at once: label and hint on the left, the toggle on the right. */
export function SwitchField({ label, hint, error, checked, onChange, disabled, name, id }: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const hintId = `${switchId}-hint`;
  const errorId = `${switchId}-error`;
  return (
    <Row>
      <Text>
        <label htmlFor={switchId}>{label}</label>
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      </Text>
      <Toggle
        id={switchId}
        name={name}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Row>
  );
}
