import type { LanderFunnelRow } from '@amora/contracts';
import { MutedText, Spinner, TextField, up } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { funnelCsvUrl, useFunnel } from './api';
import { BACKOFFICE_NAMESPACE, formatRevenue } from './i18n';
import { QueryProblem, Scroll, Table } from './parts';

const Period = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 12rem)) auto;
  }
`;

const Chart = styled.div`
  height: 320px;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

const STEPS = ['views', 'clicks', 'signups', 'activations', 'first_purchases'] as const;
/** One theme colour per step, in the funnel's order. */
const STEP_COLOURS = ['secondary', 'focus', 'success', 'warning', 'danger'] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A line's name: the variant's key, or the family's built-in default. */
function lineName(row: LanderFunnelRow, defaultLabel: string): string {
  return row.key ?? `${defaultLabel} (${row.family}${row.slug ? `/${row.slug}` : ''})`;
}

/** The funnel per variant over a chosen period: a chart, the numbers, and the same as CSV. */
export function FunnelSection() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(day(today));
  const valid = DATE.test(from) && DATE.test(to) && from <= to;
  const query = useFunnel(valid ? from : '', valid ? to : '');
  const defaultLabel = t('landers.builtInDefault');
  const { colors } = useTheme();

  const body = (() => {
    if (!valid) return <MutedText role="alert">{t('landers.funnel.periodInvalid')}</MutedText>;
    if (query.isPending) return <Spinner block label={t('landers.loading')} />;
    if (query.isError) return <QueryProblem query={query} title={t('landers.funnel.loadFailed')} />;
    const rows = query.data.rows;
    if (rows.length === 0) return <MutedText>{t('landers.funnel.empty')}</MutedText>;
    const series = rows.map((row) => ({ name: lineName(row, defaultLabel), ...row }));
    return (
      <>
        <Chart role="img" aria-label={t('landers.funnel.chartLabel')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={series}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              {STEPS.map((step, index) => (
                <Bar
                  key={step}
                  dataKey={step}
                  name={t(`landers.funnel.${step}`)}
                  fill={colors[STEP_COLOURS[index]!]}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </Chart>
        <Scroll>
          <Table aria-label={t('landers.funnel.tableLabel')}>
            <thead>
              <tr>
                <th>{t('landers.key')}</th>
                {STEPS.map((step) => (
                  <th key={step} className="number">
                    {t(`landers.funnel.${step}`)}
                  </th>
                ))}
                <th className="number">{t('landers.funnel.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((row) => (
                <tr key={row.name} data-funnel={row.key ?? `default-${row.family}`}>
                  <td>{row.name}</td>
                  {STEPS.map((step) => (
                    <td key={step} className="number" data-step={step}>
                      {row[step]}
                    </td>
                  ))}
                  <td className="number">{formatRevenue(row.revenue, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </>
    );
  })();

  return (
    <section aria-labelledby="funnel-title">
      <h2 id="funnel-title">{t('landers.funnel.title')}</h2>
      <MutedText>{t('landers.funnel.explain')}</MutedText>
      <Period>
        <TextField
          type="date"
          label={t('landers.funnel.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          type="date"
          label={t('landers.funnel.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        {valid ? (
          <a href={funnelCsvUrl(from, to)} download>
            {t('landers.funnel.csv')}
          </a>
        ) : null}
      </Period>
      {body}
    </section>
  );
}
