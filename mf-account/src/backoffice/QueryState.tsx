import { staffQueryParts } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE } from './i18n';

/** The staff kit's failed-load panel and next-page button, named in this area's staff texts. */
export const { QueryProblem, LoadMore } = staffQueryParts(BACKOFFICE_NAMESPACE);
