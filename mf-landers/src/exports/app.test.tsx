import { describeAreaContract } from '@amora/testing';
import * as app from './app';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const locales = {
  en: jest.requireActual<Record<string, string>>('../locales/en.json'),
  de: jest.requireActual<Record<string, string>>('../locales/de.json'),
};

// Without a server the lander shows its (translated) error page: enough for the lifecycle contract.
describeAreaContract({
  app,
  name: 'mf_landers',
  ownPath: '/landers/video',
  ownHeadingKey: 'lander.errorTitle',
  foreignPath: '/members',
  locales,
});
