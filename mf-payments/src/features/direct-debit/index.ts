/** The direct-debit page (`/directdebit`); routes.tsx loads it as its own chunk. */
export { DirectDebitPage } from './DirectDebitPage';
