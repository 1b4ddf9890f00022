import { staffQueryParts } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE } from './i18n';

export { joined, StaffPage as Page } from '@amora/ui/backoffice';

/** The staff kit's failed-load panel, next-page button and record list, in this area's staff texts. */
export const { QueryProblem, LoadMore, Records } = staffQueryParts(BACKOFFICE_NAMESPACE);
