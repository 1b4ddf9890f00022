import { STAFF_DAILY_RANGES, type StaffDaily, type StaffDailyPoint } from '@amora/contracts';
import { Button, ErrorPanel, SelectField, Spinner } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { useConsole } from '../platform/use-console';
import { errorMessage } from './form-parts';

export const DAILY_PATH = '/api/staff/overview/daily';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 28rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Plot = styled.div`
  height: 240px;
`;

type Series = Exclude<keyof StaffDailyPoint, 'day' | 'revenue'>;
type Colour = 'secondary' | 'focus' | 'success' | 'warning' | 'danger';

/** The charts and what each draws, with a theme colour per line. */
const CHARTS: Array<{ id: string; lines: Array<[Series, Colour]> }> = [
  {
    id: 'acquisition',
    lines: [
      ['lander_views', 'secondary'],
      ['signups', 'focus'],
      ['activations', 'success'],
    ],
  },
  { id: 'purchases', lines: [['first_purchases', 'warning']] },
  {
    id: 'community',
    lines: [
      ['messages', 'secondary'],
      ['active_members', 'success'],
    ],
  },
  {
    id: 'moderation',
    lines: [
      ['reports_opened', 'danger'],
      ['reports_closed', 'success'],
    ],
  },
];
const REVENUE_COLOURS: Colour[] = ['success', 'secondary', 'warning', 'focus', 'danger'];

/** The admin's charts on the home: per site and day over 7, 30 or 90 days. */
export function DailyCharts() {
  const { t, i18n } = useTranslation('backoffice');
  const { http } = useConsole();
  const { colors } = useTheme();
  const [days, setDays] = useState<(typeof STAFF_DAILY_RANGES)[number]>(30);
  const [siteId, setSiteId] = useState<number | null>(null);
  const daily = useQuery({
    queryKey: ['staff-overview-daily', days],
    queryFn: () => http.get<StaffDaily>(DAILY_PATH, { query: { days } }),
  });

  if (daily.isPending) return <Spinner label={t('state.loading')} block />;
  if (daily.isError)
    return (
      <ErrorPanel
        level={2}
        title={t('home.daily.errorTitle')}
        message={errorMessage(daily.error, t('errors.generic'))}
        actions={<Button onClick={() => void daily.refetch()}>{t('action.retry')}</Button>}
      />
    );
  const site = daily.data.sites.find((entry) => entry.id === siteId) ?? daily.data.sites[0];
  if (!site) return <p>{t('home.daily.noSites')}</p>;
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(day),
    );
  const currencies = [...new Set(site.points.flatMap((point) => Object.keys(point.revenue)))].sort();
  const revenue = site.points.map((point) => ({
    day: point.day,
    ...Object.fromEntries(currencies.map((currency) => [currency, (point.revenue[currency] ?? 0) / 100])),
  }));

  return (
    <>
      <Controls>
        <SelectField
          label={t('home.daily.site')}
          value={String(site.id)}
          onChange={(event) => setSiteId(Number(event.target.value))}
          options={daily.data.sites.map((entry) => ({ value: String(entry.id), label: entry.domain }))}
        />
        <div role="group" aria-label={t('home.daily.range')}>
          {STAFF_DAILY_RANGES.map((range) => (
            <Button
              key={range}
              variant={range === days ? 'primary' : 'ghost'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {t('home.daily.days', { count: range })}
            </Button>
          ))}
        </div>
      </Controls>
      <Grid>
        {CHARTS.map((chart) => (
          <Card key={chart.id} data-chart={chart.id}>
            <figcaption>{t(`home.daily.chart.${chart.id}`)}</figcaption>
            <Plot>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={site.points}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={16} />
                  <YAxis allowDecimals={false} width={40} />
                  <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
                  <Legend />
                  {chart.lines.map(([series, colour]) => (
                    <Line
                      key={series}
                      type="monotone"
                      dataKey={series}
                      name={t(`home.daily.series.${series}`)}
                      stroke={colors[colour]}
                      dot={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </Plot>
          </Card>
        ))}
        <Card data-chart="revenue">
          <figcaption>{t('home.daily.chart.revenue')}</figcaption>
          <Plot>
            {currencies.length === 0 ? (
              <p>{t('home.daily.noRevenue')}</p>
            ) : (
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={revenue}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={16} />
                  <YAxis width={56} />
                  <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
                  <Legend />
                  {currencies.map((currency, index) => (
                    <Line
                      key={currency}
                      type="monotone"
                      dataKey={currency}
                      name={currency}
                      stroke={colors[REVENUE_COLOURS[index % REVENUE_COLOURS.length]!]}
                      dot={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            )}
          </Plot>
        </Card>
      </Grid>
    </>
  );
}
