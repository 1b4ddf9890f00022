import {
  StaffLoadMore,
  StaffQueryProblem,
  type StaffLoadMoreProps,
  type StaffQueryProblemProps,
} from '@amora/ui/backoffice';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_NAMESPACE } from './i18n';

export { joined, StaffPage as Page } from '@amora/ui/backoffice';

/** The staff kit's failed-load panel, its retry named in this area's staff texts. */
export function QueryProblem(props: Omit<StaffQueryProblemProps, 'retryLabel'>) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  return <StaffQueryProblem {...props} retryLabel={t('staff.retry')} />;
}

/** The staff kit's next-page button, named in this area's staff texts. */
export function LoadMore(props: Omit<StaffLoadMoreProps, 'label'>) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  return <StaffLoadMore {...props} label={t('staff.loadMore')} />;
}
