import { describeAreaContract } from '@amora/testing';
import * as app from './app';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const locales = {
  en: jest.requireActual<Record<string, string>>('../locales/core/en.json'),
  de: jest.requireActual<Record<string, string>>('../locales/core/de.json'),
};

describeAreaContract({ app, name: 'mf_profile', ownPath: '/members', foreignPath: '/likes', locales });
