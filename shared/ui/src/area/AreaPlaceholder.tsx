import styled from 'styled-components';

const Card = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(8)} auto;
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    margin-top: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface AreaPlaceholderProps {
  title: string;
  message: string;
}

/** Stands in for an area page until its issue builds it. */
export function AreaPlaceholder({ title, message }: AreaPlaceholderProps) {
  return (
    <Card aria-labelledby="area-placeholder-title">
      <h1 id="area-placeholder-title">{title}</h1>
      <p>{message}</p>
    </Card>
  );
}
