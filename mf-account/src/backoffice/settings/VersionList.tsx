import type { StaffSettingsVersion } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, MutedText, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE, formatDateTime } from '../i18n';
import { useRevertSettings, useSettingsVersions } from './settings-api';
import { QueryProblem } from '../QueryState';

const Versions = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  code {
    white-space: pre-wrap;
  }
`;

const shown = (value: unknown) => JSON.stringify(value);

/** The site's versions, newest first, each with what it changed and a one-click revert. */
export function VersionList({
  siteId,
  onReverted,
}: {
  siteId: number;
  onReverted: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const query = useSettingsVersions(siteId);
  const revert = useRevertSettings(siteId);
  const undo = (version: StaffSettingsVersion) =>
    revert.mutate(
      { version: version.id, reason: t('siteSettings.versions.revertReason', { version: version.id }) },
      { onSuccess: () => onReverted(t('siteSettings.versions.reverted', { version: version.id })) },
    );

  return (
    <section aria-labelledby="settings-versions">
      <h2 id="settings-versions">{t('siteSettings.versions.title')}</h2>
      {revert.isError ? (
        <Alert tone="danger">{isHttpError(revert.error) ? revert.error.message : t('staff.failed')}</Alert>
      ) : null}
      {query.isPending ? <Spinner label={t('staff.loading')} /> : null}
      {query.isError ? (
        <QueryProblem query={query} title={t('siteSettings.versions.loadFailed')} level={1} />
      ) : null}
      {query.data && query.data.versions.length === 0 ? (
        <MutedText>{t('siteSettings.versions.empty')}</MutedText>
      ) : null}
      {query.data && query.data.versions.length > 0 ? (
        <Versions aria-label={t('siteSettings.versions.title')}>
          {query.data.versions.map((version) => (
            <li key={version.id}>
              <strong>
                {t('siteSettings.versions.heading', {
                  version: version.id,
                  when: formatDateTime(version.created_at, i18n.language),
                  who: version.staff_email ?? t('siteSettings.versions.operator'),
                })}
              </strong>
              <p>
                {version.reverts
                  ? t('siteSettings.versions.reverts', {
                      version: version.reverts,
                      reason: version.reason ?? '',
                    })
                  : t('siteSettings.versions.reason', { reason: version.reason ?? '' })}
              </p>
              <ul>
                {Object.keys(version.after).map((key) => (
                  <li key={key}>
                    <code>
                      {t('siteSettings.versions.change', {
                        setting: key,
                        before: shown(version.before[key]),
                        after: shown(version.after[key]),
                      })}
                    </code>
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                variant="secondary"
                busy={revert.isPending && revert.variables?.version === version.id}
                onClick={() => undo(version)}
              >
                {t('siteSettings.versions.revert', { version: version.id })}
              </Button>
            </li>
          ))}
        </Versions>
      ) : null}
    </section>
  );
}
