/** The demo company behind both demo sites (`company_id: 1`). */
export const DEMO_COMPANY = {
  id: 1,
  name: 'Amora Media B.V.',
  address: 'Herengracht 420',
  kvk: '81234567',
  city: '1017 BZ Amsterdam',
  // ISO code: the pages show it as a country name in the reader's language.
  country: 'NL',
  tradenames: ['Amora', 'Amora Dating'],
  vatNumbers: ['NL862345678B01'],
  supportPhone: '+31 20-123 45 67',
  deleteDiscount: 25,
  added: new Date('2024-03-15T09:00:00Z'),
};
