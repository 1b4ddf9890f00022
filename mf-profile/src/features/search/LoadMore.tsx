import { Button } from '@amora/ui';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { useInfiniteScroll } from './useInfiniteScroll';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} 0;
`;

export interface LoadMoreProps {
  /** Loads the next page; `fromButton` tells whether the member asked for it explicitly. */
  onLoad: (fromButton: boolean) => void;
  loading: boolean;
}

/**
 * The end of the results: a sentinel that loads the next page as it scrolls into view, and a
 * "Load more" button for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ onLoad, loading }: LoadMoreProps) {
  const { t } = useTranslation(NAMESPACE);
  const sentinel = useRef<HTMLDivElement>(null);
  const onReach = useCallback(() => onLoad(false), [onLoad]);
  useInfiniteScroll(sentinel, loading ? null : onReach);
  return (
    <Footer ref={sentinel} data-testid="search-sentinel">
      <Button variant="secondary" busy={loading} onClick={() => onLoad(true)}>
        {loading ? t('search.loadingMore') : t('search.loadMore')}
      </Button>
    </Footer>
  );
}
