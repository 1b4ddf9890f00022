import { Button, minWidthQuery, up, useMediaQuery } from '@amora/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchFilters } from '../../api/search';
import { NAMESPACE } from '../../i18n';
import { filterSummary } from './filter-summary';

/** Below 768 px: one line with the active filters and the button; the form opens on demand. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${up('md')} {
    display: none;
  }
`;

const Summary = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ${up('md')} {
    display: block;
  }
`;

/** From 768 px the form is always on screen; below, only once "Filters" has been pressed. */
const FORM_SHOWN_QUERY = minWidthQuery('md');

export interface FilterPanelProps {
  /** The search in force, summarised on the bar. */
  filters: SearchFilters;
  /** The form; it gets `onDone` to close the panel on phones after a search or a clear. */
  children: (onDone: () => void) => ReactNode;
}

/**
 * Phone-first search: on a phone the results come first and the filters wait behind a "Filters"
 * button beside a summary of the active ones; from 768 px the form is always shown.
 *
 * On a phone the form is not even rendered until it is first opened: its country list alone is
 * some 250 options, work the first screen of `/members` does not need (ADR 0058). Once opened it
 * stays rendered, hidden when closed, so a half-edited draft survives closing the panel (or
 * turning a tablet).
 */
export function FilterPanel({ filters, children }: FilterPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const formShown = useMediaQuery(FORM_SHOWN_QUERY);
  // Once rendered (opened, or a window of 768 px or more), the form stays so, whatever the width.
  const [rendered, setRendered] = useState(formShown);
  if ((formShown || open) && !rendered) setRendered(true);
  const bodyId = useId();
  return (
    <>
      <Bar>
        <Summary>
          <span className="visually-hidden">{t('search.summaryLabel')} </span>
          {filterSummary(filters, t, i18n.language)}
        </Summary>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t('search.filtersHide') : t('search.filters')}
        </Button>
      </Bar>
      <Body id={bodyId} $open={open}>
        {rendered ? children(() => setOpen(false)) : null}
      </Body>
    </>
  );
}
