/**
 * Vocabulary for demo members: invented first names, real countries with real regions and
 * cities, and profile text built from fragments. No real person is described.
 */

export const FEMALE_NAMES = [
  'Anna', 'Sophie', 'Emma', 'Julia', 'Lotte', 'Mila', 'Sara', 'Nina', 'Lena', 'Eva', 'Ida', 'Freja', 'Maja',
  'Olivia', 'Clara', 'Hanna', 'Isabel', 'Lucia', 'Chiara', 'Giulia', 'Camille', 'Léa', 'Zofia', 'Aleksandra',
  'Ingrid', 'Sanna', 'Aino', 'Elin', 'Noor', 'Yasmin', 'Marta', 'Paula', 'Vera', 'Iris', 'Fleur', 'Tess',
] as const; // prettier-ignore

export const MALE_NAMES = [
  'Lucas', 'Daan', 'Sem', 'Finn', 'Noah', 'Liam', 'Jonas', 'Felix', 'Max', 'Oskar', 'Emil', 'Magnus', 'Erik',
  'Matteo', 'Lorenzo', 'Pablo', 'Diego', 'Hugo', 'Louis', 'Jakub', 'Kacper', 'Mikkel', 'Aksel', 'Eetu',
  'Ville', 'Thomas', 'Jeroen', 'Bram', 'Ruben', 'Karim', 'Samir', 'David', 'Leon', 'Anton', 'Viktor', 'Milan',
] as const; // prettier-ignore

/** Country → region (its GeoNames name, as `/api/regions.php` lists it) → a few cities. */
export const PLACES: Record<string, Record<string, string[]>> = {
  NL: {
    'North Holland': ['Amsterdam', 'Haarlem', 'Alkmaar'],
    'South Holland': ['Rotterdam', 'Den Haag', 'Leiden'],
    Utrecht: ['Utrecht', 'Amersfoort'],
    'North Brabant': ['Eindhoven', 'Tilburg', 'Breda'],
    Gelderland: ['Nijmegen', 'Arnhem'],
    Groningen: ['Groningen'],
  },
  BE: {
    Flanders: ['Antwerpen', 'Gent', 'Brugge'],
    'Brussels Capital': ['Brussel'],
    Wallonia: ['Liège', 'Namur'],
  },
  DE: {
    'State of Berlin': ['Berlin'],
    Bavaria: ['München', 'Nürnberg'],
    'North Rhine-Westphalia': ['Köln', 'Düsseldorf', 'Dortmund'],
    Hamburg: ['Hamburg'],
    Hesse: ['Frankfurt am Main', 'Wiesbaden'],
  },
  GB: {
    England: ['London', 'Manchester', 'Bristol'],
    Scotland: ['Edinburgh', 'Glasgow'],
    Wales: ['Cardiff'],
  },
  US: {
    California: ['Los Angeles', 'San Diego'],
    'New York': ['New York', 'Buffalo'],
    Texas: ['Austin', 'Houston'],
  },
  DK: { 'Capital Region': ['København'], 'Central Jutland': ['Aarhus'], 'South Denmark': ['Odense'] },
  SE: { Stockholm: ['Stockholm'], 'Västra Götaland': ['Göteborg'], Skåne: ['Malmö'] },
  NO: { Oslo: ['Oslo'], Vestland: ['Bergen'], Trøndelag: ['Trondheim'] },
  FI: { Uusimaa: ['Helsinki', 'Espoo'], Pirkanmaa: ['Tampere'] },
  PL: { Mazovia: ['Warszawa'], 'Lesser Poland': ['Kraków'], 'Lower Silesia': ['Wrocław'] },
  FR: { 'Île-de-France': ['Paris'], 'Auvergne-Rhône-Alpes': ['Lyon'], Occitanie: ['Toulouse'] },
  ES: { Madrid: ['Madrid'], Catalonia: ['Barcelona'], Andalusia: ['Sevilla', 'Málaga'] },
  IT: { Lombardy: ['Milano'], Lazio: ['Roma'], Tuscany: ['Firenze'] },
};

export const ABOUT_OPENERS = [
  'Easy-going and curious,',
  'A bit shy at first, but',
  'Weekend explorer and weekday coffee addict:',
  'Honest, warm and a little bit nerdy;',
  'Life is too short for boring conversations, so',
  'New in town and',
  'Creative soul with a practical side:',
] as const;

export const ABOUT_MIDDLES = [
  'I love long walks by the water',
  'I cook a mean risotto',
  'I never say no to a spontaneous road trip',
  'I spend Sundays at the market',
  'my bookshelf is my pride',
  'I dance badly but with enthusiasm',
  'I am happiest with a camera in my hand',
] as const;

export const ABOUT_CLOSERS = [
  'Looking for someone to laugh with.',
  'Tell me your favourite song and I will tell you mine.',
  'Say hi if you like good food and honest talk.',
  'Open to something fun and see where it goes.',
  'Message me with your best travel story.',
] as const;

export const SIGNUP_REASONS = ['friendship', 'dating', 'relationship', 'adventure'] as const;
