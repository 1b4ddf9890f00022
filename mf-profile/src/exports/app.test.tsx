import { describeAreaContract } from '@amora/testing';
import * as app from './app';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const locales = {
  en: {
    ...jest.requireActual<Record<string, string>>('../locales/core/en.json'),
    ...jest.requireActual<Record<string, string>>('../locales/search/en.json'),
  },
  de: {
    ...jest.requireActual<Record<string, string>>('../locales/core/de.json'),
    ...jest.requireActual<Record<string, string>>('../locales/search/de.json'),
  },
};

describeAreaContract({
  app,
  name: 'mf_profile',
  ownPath: '/members',
  ownHeadingKey: 'search.title',
  foreignPath: '/likes',
  locales,
});
