import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { up } from './theme.js';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  ${up('sm')} {
    align-items: center;
  }
`;

const Dialog = styled.div<{ $size: 'md' | 'lg' }>`
  width: 100%;
  max-height: 100vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  padding: ${({ theme }) => theme.space(6)};
  ${up('sm')} {
    max-width: ${({ $size }) => ($size === 'lg' ? '800px' : '500px')};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const CloseButton = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
`;

export interface ModalProps {
  open: boolean;
  title: string;
  /** Accessible name of the close button, translated by the caller. */
  closeLabel: string;
  onClose: () => void;
  /** False while work is in progress: neither Escape, the backdrop nor the close button closes it. */
  dismissible?: boolean;
  /** False for a dialog that must be answered (no close button at all, not merely a disabled one). */
  closable?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** Decorative, hidden from screen readers (the button has a translated aria-label). */
const CLOSE_GLYPH = '\u00d7';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** An accessible dialog: labelled, focus moves in and is trapped, Escape closes when allowed. */
export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  dismissible = true,
  closable = true,
  size = 'md',
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) onClose();
      if (event.key === 'Tab' && dialogRef.current) {
        const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [open, dismissible, onClose]);

  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && dismissible && onClose()}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} $size={size}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          {closable ? (
            <CloseButton type="button" aria-label={closeLabel} onClick={onClose} disabled={!dismissible}>
              <span aria-hidden="true">{CLOSE_GLYPH}</span>
            </CloseButton>
          ) : null}
        </Header>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
