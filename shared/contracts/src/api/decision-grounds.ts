import type { Locale } from '../locales.js';
import type { DecisionGround } from './moderation.js';

/*
 * What a decision's ground cites, in every language: one catalogue for the member's statement of
 * reasons (the server's e-mails) and the staff console's choice of ground. The terms page has no
 * numbered sections, so a ground names the page and the heading of the section it rests on, and
 * links to that section by its anchor (`/terms#rules-of-conduct`). The headings must read exactly
 * as the terms page's (mf-account's info-page content; its tests compare them).
 */

/** The terms page's sections a decision can rest on, by the anchor the page gives each. */
export const TERMS_CLAUSES = ['age-and-registration', 'rules-of-conduct'] as const;
export type TermsClause = (typeof TERMS_CLAUSES)[number];

export const TERMS_CLAUSE_OF_GROUND: Record<DecisionGround, TermsClause> = {
  terms_minimum_age: 'age-and-registration',
  terms_fake_profile: 'rules-of-conduct',
  terms_scam: 'rules-of-conduct',
  terms_harassment: 'rules-of-conduct',
  terms_photos: 'rules-of-conduct',
  terms_spam: 'rules-of-conduct',
  terms_other: 'rules-of-conduct',
};

export interface GroundTexts {
  /** The terms page's title. */
  terms: string;
  /** The headings of its sections, as the page shows them. */
  clauses: Record<TermsClause, string>;
  /** What each ground forbids or requires, in a few words. */
  grounds: Record<DecisionGround, string>;
}

export const DECISION_GROUND_TEXTS: Record<Locale, GroundTexts> = {
  da: {
    terms: 'Vilkår og betingelser',
    clauses: {
      'age-and-registration': 'Alder og registrering',
      'rules-of-conduct': 'Regler for god opførsel',
    },
    grounds: {
      terms_fake_profile: 'ingen falske profiler eller at udgive sig for en anden',
      terms_scam: 'ingen svindel eller anmodninger om penge',
      terms_harassment: 'ingen chikane',
      terms_minimum_age: 'minimumsalderen',
      terms_photos: 'reglerne for profilbilleder',
      terms_spam: 'ingen spam eller reklame',
      terms_other: 'reglerne for god opførsel',
    },
  },
  de: {
    terms: 'Allgemeine Geschäftsbedingungen',
    clauses: { 'age-and-registration': 'Alter und Registrierung', 'rules-of-conduct': 'Verhaltensregeln' },
    grounds: {
      terms_fake_profile: 'keine gefälschten Profile und kein Auftreten als jemand anderes',
      terms_scam: 'kein Betrug und keine Bitten um Geld',
      terms_harassment: 'keine Belästigung',
      terms_minimum_age: 'das Mindestalter',
      terms_photos: 'die Regeln für Profilfotos',
      terms_spam: 'kein Spam und keine Werbung',
      terms_other: 'die Verhaltensregeln',
    },
  },
  en: {
    terms: 'Terms and conditions',
    clauses: { 'age-and-registration': 'Age and registration', 'rules-of-conduct': 'Rules of conduct' },
    grounds: {
      terms_fake_profile: 'no fake profiles or impersonation',
      terms_scam: 'no scams or requests for money',
      terms_harassment: 'no harassment',
      terms_minimum_age: 'the minimum age',
      terms_photos: 'the rules for profile photos',
      terms_spam: 'no spam or advertising',
      terms_other: 'the rules of conduct',
    },
  },
  es: {
    terms: 'Términos y condiciones',
    clauses: { 'age-and-registration': 'Edad y registro', 'rules-of-conduct': 'Normas de conducta' },
    grounds: {
      terms_fake_profile: 'nada de perfiles falsos ni suplantación de identidad',
      terms_scam: 'nada de estafas ni peticiones de dinero',
      terms_harassment: 'nada de acoso',
      terms_minimum_age: 'la edad mínima',
      terms_photos: 'las normas para las fotos de perfil',
      terms_spam: 'nada de spam ni publicidad',
      terms_other: 'las normas de conducta',
    },
  },
  fi: {
    terms: 'Käyttöehdot',
    clauses: {
      'age-and-registration': 'Ikä ja rekisteröityminen',
      'rules-of-conduct': 'Käyttäytymissäännöt',
    },
    grounds: {
      terms_fake_profile: 'ei valeprofiileja eikä toiseksi henkilöksi tekeytymistä',
      terms_scam: 'ei huijauksia eikä rahapyyntöjä',
      terms_harassment: 'ei häirintää',
      terms_minimum_age: 'alaikäraja',
      terms_photos: 'profiilikuvien säännöt',
      terms_spam: 'ei roskapostia eikä mainontaa',
      terms_other: 'käyttäytymissäännöt',
    },
  },
  fr: {
    terms: 'Conditions générales',
    clauses: { 'age-and-registration': 'Âge et inscription', 'rules-of-conduct': 'Règles de conduite' },
    grounds: {
      terms_fake_profile: "pas de faux profils ni d'usurpation d'identité",
      terms_scam: "pas d'escroquerie ni de demandes d'argent",
      terms_harassment: 'pas de harcèlement',
      terms_minimum_age: "l'âge minimum",
      terms_photos: 'les règles pour les photos de profil',
      terms_spam: 'pas de spam ni de publicité',
      terms_other: 'les règles de conduite',
    },
  },
  it: {
    terms: 'Termini e condizioni',
    clauses: { 'age-and-registration': 'Età e registrazione', 'rules-of-conduct': 'Regole di comportamento' },
    grounds: {
      terms_fake_profile: 'niente profili falsi né sostituzione di persona',
      terms_scam: 'niente truffe né richieste di denaro',
      terms_harassment: 'niente molestie',
      terms_minimum_age: "l'età minima",
      terms_photos: 'le regole per le foto del profilo',
      terms_spam: 'niente spam né pubblicità',
      terms_other: 'le regole di comportamento',
    },
  },
  nb: {
    terms: 'Vilkår og betingelser',
    clauses: {
      'age-and-registration': 'Alder og registrering',
      'rules-of-conduct': 'Regler for god oppførsel',
    },
    grounds: {
      terms_fake_profile: 'ingen falske profiler eller å utgi seg for å være en annen',
      terms_scam: 'ingen svindel eller forespørsler om penger',
      terms_harassment: 'ingen trakassering',
      terms_minimum_age: 'minstealderen',
      terms_photos: 'reglene for profilbilder',
      terms_spam: 'ingen spam eller reklame',
      terms_other: 'reglene for god oppførsel',
    },
  },
  nl: {
    terms: 'Algemene voorwaarden',
    clauses: { 'age-and-registration': 'Leeftijd en registratie', 'rules-of-conduct': 'Gedragsregels' },
    grounds: {
      terms_fake_profile: 'geen nepprofielen of je voordoen als een ander',
      terms_scam: 'geen oplichting of verzoeken om geld',
      terms_harassment: 'geen intimidatie',
      terms_minimum_age: 'de minimumleeftijd',
      terms_photos: "de regels voor profielfoto's",
      terms_spam: 'geen spam of reclame',
      terms_other: 'de gedragsregels',
    },
  },
  pl: {
    terms: 'Regulamin',
    clauses: { 'age-and-registration': 'Wiek i rejestracja', 'rules-of-conduct': 'Zasady zachowania' },
    grounds: {
      terms_fake_profile: 'zakaz fałszywych profili i podszywania się pod innych',
      terms_scam: 'zakaz oszustw i próśb o pieniądze',
      terms_harassment: 'zakaz nękania',
      terms_minimum_age: 'minimalny wiek',
      terms_photos: 'zasady dotyczące zdjęć profilowych',
      terms_spam: 'zakaz spamu i reklam',
      terms_other: 'zasady zachowania',
    },
  },
  sv: {
    terms: 'Allmänna villkor',
    clauses: { 'age-and-registration': 'Ålder och registrering', 'rules-of-conduct': 'Uppföranderegler' },
    grounds: {
      terms_fake_profile: 'inga falska profiler eller att utge sig för att vara någon annan',
      terms_scam: 'inga bedrägerier eller förfrågningar om pengar',
      terms_harassment: 'inga trakasserier',
      terms_minimum_age: 'minimiåldern',
      terms_photos: 'reglerna för profilbilder',
      terms_spam: 'ingen spam eller reklam',
      terms_other: 'uppförandereglerna',
    },
  },
};

export interface GroundCitation {
  /** The terms page's title, the heading of the section and what the ground names. */
  terms: string;
  heading: string;
  ground: string;
  /** The section's anchor on the terms page (`/terms#…`). */
  anchor: TermsClause;
}

/** The clause a ground rests on, in `locale`: the page, the section's heading and anchor, the rule. */
export function groundCitation(locale: Locale, ground: DecisionGround): GroundCitation {
  const texts = DECISION_GROUND_TEXTS[locale];
  const anchor = TERMS_CLAUSE_OF_GROUND[ground];
  return { terms: texts.terms, heading: texts.clauses[anchor], ground: texts.grounds[ground], anchor };
}
