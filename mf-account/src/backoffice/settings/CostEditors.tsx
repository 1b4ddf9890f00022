import {
  BUNDLE_IDS,
  SETTINGS_CURRENCIES,
  type EditableSiteSettings,
  type SettingsBundle,
} from '@amora/contracts';
import { Alert, Button } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { numberOf } from './setting-fields';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space(3)};
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  input,
  select {
    width: 100%;
    min-width: 4rem;
    min-height: 36px;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

type Costs = EditableSiteSettings['minimum_message_costs'];

/** The lowest message price per visitor country: one row per country. */
export function MessageCostEditor({
  value,
  onChange,
  error,
}: {
  value: Costs;
  onChange: (costs: Costs) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const rows = Object.entries(value);
  const replace = (index: number, country: string, cost: Costs[string]) =>
    onChange(Object.fromEntries(rows.map((row, i) => (i === index ? [country, cost] : row))));
  return (
    <section aria-labelledby="settings-costs">
      <h2 id="settings-costs">{t('siteSettings.costs.title')}</h2>
      <p>{t('siteSettings.costs.hint')}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Table aria-labelledby="settings-costs">
        <thead>
          <tr>
            <th scope="col">{t('siteSettings.costs.country')}</th>
            <th scope="col">{t('siteSettings.costs.credits')}</th>
            <th scope="col">{t('siteSettings.costs.currency')}</th>
            <th scope="col">{t('siteSettings.costs.photo')}</th>
            <th scope="col">{t('siteSettings.costs.gift')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('siteSettings.costs.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([country, cost], index) => (
            <tr key={index}>
              <td>
                <input
                  aria-label={t('siteSettings.costs.countryOf', { row: index + 1 })}
                  value={country}
                  maxLength={2}
                  onChange={(event) => replace(index, event.target.value.toUpperCase(), cost)}
                />
              </td>
              <td>
                <input
                  type="number"
                  aria-label={t('siteSettings.costs.creditsOf', { row: index + 1 })}
                  value={Number.isNaN(cost.costs) ? '' : cost.costs}
                  onChange={(event) =>
                    replace(index, country, { ...cost, costs: numberOf(event.target.value) })
                  }
                />
              </td>
              <td>
                <select
                  aria-label={t('siteSettings.costs.currencyOf', { row: index + 1 })}
                  value={cost.currency}
                  onChange={(event) =>
                    replace(index, country, {
                      ...cost,
                      currency: event.target.value as Costs[string]['currency'],
                    })
                  }
                >
                  {SETTINGS_CURRENCIES.map((currency) => (
                    <option key={currency}>{currency}</option>
                  ))}
                </select>
              </td>
              {(['photo_costs', 'gift_costs'] as const).map((field) => (
                <td key={field}>
                  <input
                    type="number"
                    aria-label={t(
                      field === 'photo_costs' ? 'siteSettings.costs.photoOf' : 'siteSettings.costs.giftOf',
                      {
                        row: index + 1,
                      },
                    )}
                    value={cost[field] === undefined || Number.isNaN(cost[field]) ? '' : cost[field]}
                    onChange={(event) => {
                      const next = { ...cost };
                      // Empty: the site's own price applies to this country.
                      if (event.target.value.trim() === '') delete next[field];
                      else next[field] = numberOf(event.target.value);
                      replace(index, country, next);
                    }}
                  />
                </td>
              ))}
              <td>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => onChange(Object.fromEntries(rows.filter((_, i) => i !== index)))}
                >
                  {t('siteSettings.costs.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange({ ...value, '': { costs: 0, currency: 'EUR' } })}
      >
        {t('siteSettings.costs.add')}
      </Button>
    </section>
  );
}

const STARTING_CREDITS = [20, 50, 120, 300];

/** The four credit bundles: credits, the popular mark and a price (minor units) per currency. */
export function BundleEditor({
  value,
  onChange,
  error,
}: {
  value: SettingsBundle[] | null;
  onChange: (bundles: SettingsBundle[] | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const set = (index: number, bundle: SettingsBundle) =>
    onChange((value ?? []).map((old, i) => (i === index ? bundle : old)));
  return (
    <section aria-labelledby="settings-bundles">
      <h2 id="settings-bundles">{t('siteSettings.bundles.title')}</h2>
      <p>{t('siteSettings.bundles.hint')}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {value === null ? (
        <>
          <p>{t('siteSettings.bundles.defaults')}</p>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              onChange(
                BUNDLE_IDS.map((id, index) => ({
                  id,
                  credits: STARTING_CREDITS[index]!,
                  popular: index === 2,
                  prices: {},
                })),
              )
            }
          >
            {t('siteSettings.bundles.own')}
          </Button>
        </>
      ) : (
        <>
          <Scroll>
            <Table aria-labelledby="settings-bundles">
              <thead>
                <tr>
                  <th scope="col">{t('siteSettings.bundles.bundle')}</th>
                  <th scope="col">{t('siteSettings.bundles.credits')}</th>
                  <th scope="col">{t('siteSettings.bundles.popular')}</th>
                  {SETTINGS_CURRENCIES.map((currency) => (
                    <th scope="col" key={currency}>
                      {currency}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {value.map((bundle, index) => (
                  <tr key={bundle.id}>
                    <th scope="row">{bundle.id}</th>
                    <td>
                      <input
                        type="number"
                        aria-label={t('siteSettings.bundles.creditsOf', { bundle: bundle.id })}
                        value={Number.isNaN(bundle.credits) ? '' : bundle.credits}
                        onChange={(event) => set(index, { ...bundle, credits: numberOf(event.target.value) })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('siteSettings.bundles.popularOf', { bundle: bundle.id })}
                        checked={bundle.popular}
                        onChange={(event) => set(index, { ...bundle, popular: event.target.checked })}
                      />
                    </td>
                    {SETTINGS_CURRENCIES.map((currency) => (
                      <td key={currency}>
                        <input
                          type="number"
                          aria-label={t('siteSettings.bundles.priceOf', { bundle: bundle.id, currency })}
                          value={bundle.prices[currency] ?? ''}
                          onChange={(event) => {
                            const prices = { ...bundle.prices };
                            if (event.target.value.trim() === '') delete prices[currency];
                            else prices[currency] = numberOf(event.target.value);
                            set(index, { ...bundle, prices });
                          }}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            {t('siteSettings.bundles.useDefaults')}
          </Button>
        </>
      )}
    </section>
  );
}
