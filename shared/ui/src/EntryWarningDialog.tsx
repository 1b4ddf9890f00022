import styled from 'styled-components';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** Escape and the backdrop do nothing: the visitor must choose Enter or Leave. */
const mustChoose = () => undefined;

export interface EntryWarningTexts {
  title: string;
  closeLabel: string;
  adultContent: string;
  accept: string;
  enter: string;
  leave: string;
}

/**
 * The adult-content warning's dialog, open until the visitor enters or leaves. When it shows, and
 * where the dismissal is kept, is the caller's (the shell's pages, the lean lander page).
 */
export function EntryWarningDialog({
  texts,
  onEnter,
  onLeave,
}: {
  texts: EntryWarningTexts;
  onEnter: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal
      open
      title={texts.title}
      closeLabel={texts.closeLabel}
      dismissible={false}
      closable={false}
      onClose={mustChoose}
    >
      <p>{texts.adultContent}</p>
      <p>{texts.accept}</p>
      <Actions>
        <Button variant="primary" onClick={onEnter}>
          {texts.enter}
        </Button>
        <Button variant="ghost" onClick={onLeave}>
          {texts.leave}
        </Button>
      </Actions>
    </Modal>
  );
}
