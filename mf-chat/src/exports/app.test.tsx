import { describeAreaContract } from '@amora/testing';
import * as app from './app';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const locales = {
  en: jest.requireActual<Record<string, string>>('../locales/en.json'),
  de: jest.requireActual<Record<string, string>>('../locales/de.json'),
};

describeAreaContract({
  app,
  name: 'mf_chat',
  ownPath: '/chats',
  ownHeadingKey: 'list.title',
  foreignPath: '/likes',
  locales,
});
