import { Button, Icon, TextField } from '@amora/ui';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from '../i18n';

const Frame = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: 0 0 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 12rem;
  }
  > button {
    margin-top: 1.75rem;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

export interface ListEditorProps {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** The item as stored (e.g. a country code in capitals). */
  normalize?: (text: string) => string;
  /** Why the API would refuse this item, or null when it is fine. */
  check: (item: string) => string | null;
  /** The server's or the whole list's error, shown above the items. */
  error?: string | null;
  /** The text typed but not added yet: the form refuses to save while there is one. */
  onPendingChange?: (text: string) => void;
}

/**
 * A list setting edited item by item: each item a chip with its own remove button, a new one
 * added with the button or Enter, and refused at once when the API would refuse it or has it.
 */
export function ListEditor({
  label,
  items,
  onChange,
  normalize,
  check,
  error,
  onPendingChange,
}: ListEditorProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const [text, setTextState] = useState('');
  const setText = (value: string) => {
    setTextState(value);
    onPendingChange?.(value.trim());
  };
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const item = (normalize ?? ((value: string) => value.trim()))(text.trim());
    const refused = !item
      ? t('siteSettings.list.empty')
      : items.includes(item)
        ? t('siteSettings.list.duplicate', { item })
        : check(item);
    setProblem(refused);
    if (refused) return;
    onChange([...items, item]);
    setText('');
  };
  // Enter adds to the list here instead of saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Frame>
      <legend>{label}</legend>
      {error ? <Problem role="alert">{error}</Problem> : null}
      {items.length === 0 ? (
        <p>{t('siteSettings.list.none')}</p>
      ) : (
        <Chips aria-label={label}>
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button
                type="button"
                aria-label={t('siteSettings.list.remove', { item })}
                onClick={() => {
                  setProblem(null);
                  onChange(items.filter((other) => other !== item));
                }}
              >
                <Icon name="cross" />
              </button>
            </li>
          ))}
        </Chips>
      )}
      <AddRow>
        <TextField
          label={t('siteSettings.list.new', { field: label })}
          hint={t('siteSettings.list.hint')}
          value={text}
          maxLength={60}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" onClick={add}>
          {t('siteSettings.list.add')}
        </Button>
      </AddRow>
    </Frame>
  );
}
