import styled from 'styled-components';

/** Wide tables scroll sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;
