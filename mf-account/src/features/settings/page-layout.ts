import styled from 'styled-components';

/** The ways out under an account page's form (log in, sign up, back to the start page). */
export const Links = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
`;
