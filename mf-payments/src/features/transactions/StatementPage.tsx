import { Button, PageIntro, QueryProblem, Spinner, TermList } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useStatement } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { formatCount } from '../../lib/money';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, ButtonLink, Card, Page } from '../shared/Page';
import { SpendingControlsPanel } from '../spending-controls';
import { StatementEntry } from './StatementEntry';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Totals = styled(TermList)`
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** The kinds summed up above the list: what came in and where it went. */
const TOTAL_KINDS = ['purchase', 'bonus', 'message', 'photo', 'gift', 'refund', 'reversal'] as const;

/**
 * `/transactions`: the member's statement. Every credit in and out with what it bought; purchases
 * with method, amount, currency and fee; newest first, older pages on demand. Below it the
 * member's spending controls.
 */
export function StatementPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const statement = useStatement();
  const locale = i18n.language;

  if (statement.isPending) return <Spinner label={t('statement.loading')} block />;
  if (!statement.data)
    return (
      <QueryProblem
        level={1}
        query={statement}
        title={t('statement.loadError')}
        retryLabel={t('action.retry')}
      />
    );

  const [first] = statement.data.pages;
  const entries = statement.data.pages.flatMap((page) => page.entries);
  const totals = first?.totals_by_kind;
  return (
    <Page $maxWidth={640} aria-labelledby="statement-title">
      <h1 id="statement-title">{t('statement.title')}</h1>
      <PageIntro>
        {t('statement.balance', {
          count: first?.balance ?? 0,
          formatted: formatCount(first?.balance ?? 0, locale),
        })}
      </PageIntro>
      {first && first.debt > 0 ? (
        <p role="note">{t('statement.debt', { formatted: formatCount(first.debt, locale) })}</p>
      ) : null}
      {entries.length === 0 ? (
        <Card>
          <p>{t('statement.empty')}</p>
          <ButtonLink as={Link} to={paymentPaths.credits()}>
            {t('statement.buy')}
          </ButtonLink>
        </Card>
      ) : (
        <Card>
          {totals ? (
            <Totals
              aria-label={t('statement.totalsLabel')}
              items={TOTAL_KINDS.filter((kind) => totals[kind] !== 0).map(
                (kind) => [t(`statement.total.${kind}`), formatCount(totals[kind], locale)] as const,
              )}
            />
          ) : null}
          <h2>{t('statement.movements')}</h2>
          <Entries aria-label={t('statement.movements')}>
            {entries.map((entry) => (
              <StatementEntry key={entry.id} entry={entry} />
            ))}
          </Entries>
          <Actions>
            {statement.hasNextPage ? (
              <Button
                variant="secondary"
                busy={statement.isFetchingNextPage}
                onClick={() => void statement.fetchNextPage()}
              >
                {t('statement.older')}
              </Button>
            ) : null}
            <Link to={paymentPaths.credits()}>{t('statement.buy')}</Link>
          </Actions>
        </Card>
      )}
      {/* The member's own limits belong beside the record of what was spent. */}
      <SpendingControlsPanel />
    </Page>
  );
}
