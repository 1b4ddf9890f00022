import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 1000;
  }
`;

/**
 * At least a screen high, so the footer starts below the fold: an area mounts after the first
 * paint, and a footer drawn in the empty space and then pushed down was the members page's
 * whole layout shift (CLS 0.34 on a phone).
 */
export const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: 100vh;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

/** The chat screen uses the whole viewport. */
export const BareMain = styled.main`
  flex: 1;
  width: 100%;
`;
