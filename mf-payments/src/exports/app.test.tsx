import { describeAreaContract } from '@amora/testing';
import * as app from './app';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const locales = {
  en: jest.requireActual<Record<string, string>>('../locales/en.json'),
  de: jest.requireActual<Record<string, string>>('../locales/de.json'),
};

// `/premium` needs no call and no session, so the contract can look at a real page of the area.
describeAreaContract({
  app,
  name: 'mf_payments',
  ownPath: '/premium',
  ownHeadingKey: 'premium.title',
  foreignPath: '/chats',
  locales,
});
