import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ErrorPanelProps {
  title: string;
  message?: string;
  /** Buttons or links that get the member moving again. */
  actions?: ReactNode;
  /** Heading level: 1 for a whole page, 2 inside a page. */
  level?: 1 | 2;
}

export function ErrorPanel({ title, message, actions, level = 1 }: ErrorPanelProps) {
  return (
    <Panel role="alert" aria-live="assertive">
      <Title as={level === 1 ? 'h1' : 'h2'}>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {actions}
    </Panel>
  );
}
