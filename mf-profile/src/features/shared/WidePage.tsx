import styled from 'styled-components';

/** A wide page of this area (search grid, profile view) inside the shell's main element. */
export const WidePage = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
