import i18next, { type TFunction } from 'i18next';
import { createCardLabels } from './card-labels';

async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    keySeparator: false,
    resources: {
      en: {
        profile: {
          'card.age_one': '{{count}} year',
          'card.age_other': '{{count}} years',
          'card.relationshipStatuses.single': 'Single',
          'interest.coffee': 'Coffee',
        },
      },
      de: { profile: { 'card.age_other': '{{count}} Jahre', 'interest.coffee': 'Kaffee' } },
    },
    defaultNS: 'profile',
  });
  return instance.getFixedT(language, 'profile');
}

describe('createCardLabels: the words of a grid of cards', () => {
  it('translates ages with their plural, statuses, body types and interests', async () => {
    const labels = createCardLabels(await translator('en'), 'en');
    expect(labels.language).toBe('en');
    expect(labels.age(1)).toBe('1 year');
    expect(labels.age(29)).toBe('29 years');
    expect(labels.relationshipStatus('single')).toBe('Single');
    expect(labels.interest('coffee')).toBe('Coffee');
    // A code without a text shows as the server sent it.
    expect(labels.bodyType('athletic')).toBe('athletic');
  });

  it('asks the translator once per distinct word, however many cards show it', async () => {
    const t = await translator('en');
    const calls = jest.fn();
    const counted = ((...args: Parameters<TFunction>) => {
      calls(...args);
      return t(...args);
    }) as TFunction;
    const labels = createCardLabels(counted, 'en');
    for (let card = 0; card < 24; card += 1) {
      labels.age(29);
      labels.interest('coffee');
      labels.relationshipStatus('single');
    }
    labels.age(30);
    expect(calls).toHaveBeenCalledTimes(4);
  });

  it("gives another translator's words for another language", async () => {
    const labels = createCardLabels(await translator('de'), 'de');
    expect(labels.age(29)).toBe('29 Jahre');
    expect(labels.interest('coffee')).toBe('Kaffee');
    // English is the fallback for a word the language lacks.
    expect(labels.relationshipStatus('single')).toBe('Single');
  });
});
