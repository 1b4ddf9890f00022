import { LANDER_NICHES, type LanderVariant } from '@amora/contracts';
import { MutedText, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useVariants } from './api';
import { FunnelSection } from './FunnelSection';
import { BACKOFFICE_NAMESPACE, languageName } from './i18n';
import { Page, QueryProblem, Scroll, Table } from './parts';
import { StateControls } from './StateControls';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
`;

const NewLink = styled(Link)`
  font-weight: 600;
`;

const StatusTag = styled.span<{ $status: LanderVariant['status'] }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme, $status }) => ($status === 'live' ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $status }) => ($status === 'live' ? theme.colors.surface : theme.colors.text)};
`;

/** Family, then niche, then language: how marketers think of a split. */
function ordered(variants: LanderVariant[]): LanderVariant[] {
  return [...variants].sort(
    (a, b) =>
      a.family.localeCompare(b.family) ||
      (a.niche ?? 0) - (b.niche ?? 0) ||
      (a.language ?? '').localeCompare(b.language ?? '') ||
      a.key.localeCompare(b.key),
  );
}

/** `/backoffice/landers`: the variants with their state and weight, and the funnel per variant. */
export function LandersPage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const query = useVariants();

  const body = (() => {
    if (query.isPending) return <Spinner block label={t('landers.loading')} />;
    if (query.isError) return <QueryProblem query={query} title={t('landers.loadFailed')} />;
    if (query.data.variants.length === 0) return <MutedText>{t('landers.empty')}</MutedText>;
    return (
      <Scroll>
        <Table aria-label={t('landers.listLabel')}>
          <thead>
            <tr>
              <th>{t('landers.family')}</th>
              <th>{t('landers.niche')}</th>
              <th>{t('landers.language')}</th>
              <th>{t('landers.key')}</th>
              <th>{t('landers.status')}</th>
              <th>{t('landers.stateAndWeight')}</th>
            </tr>
          </thead>
          <tbody>
            {ordered(query.data.variants).map((variant) => (
              <tr key={variant.key} data-variant={variant.key}>
                <td>
                  {t(`landers.families.${variant.family}`)}
                  {variant.slug ? <small> {t('landers.slugShown', { slug: variant.slug })}</small> : null}
                </td>
                <td>
                  {variant.niche
                    ? t(`landers.niches.${LANDER_NICHES[variant.niche - 1]}`)
                    : t('landers.anyNiche')}
                </td>
                <td>
                  {variant.language
                    ? languageName(variant.language, i18n.language)
                    : t('landers.anyLanguage')}
                </td>
                <td>
                  <Link to={`/${variant.key}`} aria-label={t('landers.editVariant', { key: variant.key })}>
                    {variant.key}
                  </Link>
                </td>
                <td>
                  <StatusTag $status={variant.status}>{t(`landers.statuses.${variant.status}`)}</StatusTag>
                </td>
                <td>
                  <StateControls variant={variant} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );
  })();

  return (
    <Page>
      <Heading>
        <h1>{t('landers.title')}</h1>
        <NewLink to="/new">{t('landers.new')}</NewLink>
      </Heading>
      {body}
      <FunnelSection />
    </Page>
  );
}
