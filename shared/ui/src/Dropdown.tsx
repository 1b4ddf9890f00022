import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

const Item = styled.button<{ $selected: boolean }>`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  text-align: left;
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Decorative, hidden from screen readers: not a user-visible string to translate. */
const CARET = '\u25be';

export interface DropdownItem {
  id: string;
  label: string;
  selected?: boolean;
  onSelect: () => void;
}

export interface DropdownProps {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger, when its content is not enough. */
  triggerLabel?: string;
  items: DropdownItem[];
  testId?: string;
}

/** A menu button (WAI-ARIA pattern): arrows move, Enter selects, Escape closes and returns focus. */
export function Dropdown({ trigger, triggerLabel, items, testId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current[
      Math.max(
        0,
        items.findIndex((item) => item.selected),
      )
    ]?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, items, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') return close(event.key === 'Escape');
    else return;
    event.preventDefault();
  };

  return (
    <Root ref={rootRef} data-testid={testId}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
        <span aria-hidden="true">{CARET}</span>
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $selected={Boolean(item.selected)}
                aria-current={item.selected ? 'true' : undefined}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
}
