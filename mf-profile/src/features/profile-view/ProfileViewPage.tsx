import { paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { ErrorPanel, QueryProblem, Spinner } from '@amora/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMemberProfile } from '../../api/member-profile';
import { NAMESPACE } from '../../i18n';
import { useViewer } from '../shared/useViewer';
import { WidePage } from '../shared/WidePage';
import { ProfileView } from './ProfileView';

function parseProfileId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * `/members/:id`: another member's profile. A member who blocked the viewer answers 403
 * `blocked` (the no-access message); an unknown, invisible or deleted one 404.
 */
export function ProfileViewPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = parseProfileId(useParams().id);
  const viewer = useViewer();
  const query = useMemberProfile(id, viewer.id);
  const firstId = useRef(id);
  const toMembers = <Link to={paths.members()}>{t('profileView.toMembers')}</Link>;

  const body = (() => {
    const error = query.error;
    if (id === null || (isHttpError(error) && error.status === 404))
      return (
        <ErrorPanel
          title={t('profileView.notFoundTitle')}
          message={t('profileView.notFoundText')}
          actions={toMembers}
        />
      );
    if (isHttpError(error) && error.code === 'blocked')
      return (
        <ErrorPanel title={t('profileView.noAccessTitle')} message={error.message} actions={toMembers} />
      );
    if (query.isError)
      return (
        <QueryProblem
          level={1}
          query={query}
          title={t('profileView.errorTitle')}
          retryLabel={t('profileView.retry')}
        />
      );
    if (!query.data) return <Spinner block label={t('profileView.loading')} />;
    return (
      <ProfileView
        key={query.data.id}
        profile={query.data}
        viewer={viewer}
        focusOnMount={id !== firstId.current}
      />
    );
  })();

  return <WidePage aria-labelledby={query.data ? 'profile-name' : undefined}>{body}</WidePage>;
}
