import { up } from '@amora/ui';
import styled from 'styled-components';

/** The sign-up pages' card: full width on phones, a centred card from `sm` up (as the login page). */
export const SignupCard = styled.section`
  max-width: 480px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${up('sm')} {
    margin-top: ${({ theme }) => theme.space(10)};
    padding: ${({ theme }) => theme.space(8)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const SignupIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SignupFooter = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
`;
