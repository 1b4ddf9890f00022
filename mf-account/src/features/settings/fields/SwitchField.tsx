import { useId } from 'react';
import styled from 'styled-components';
import { HintText } from './field-styles';

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
  /** What switching it on means, read together with the label. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

export function SwitchField({ label, description, checked, onChange, disabled, name }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description ? <HintText id={descriptionId}>{description}</HintText> : null}
      </Text>
      <Toggle
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Row>
  );
}
