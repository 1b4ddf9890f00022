import { up } from '@amora/ui';
import styled from 'styled-components';

/** A page of this area inside the shell's main element: full width on a phone, centred above. */
export const Page = styled.section<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '560px' : '1200px')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space(6)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** Text only screen readers announce (live counts, key hints). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
