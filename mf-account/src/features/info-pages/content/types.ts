/**
 * The long texts of the information pages, one typed module per language (`content/<lng>.ts`),
 * loaded lazily: they are far too long for the translation catalogues, which every page loads.
 * Texts may hold `{{placeholders}}` (company and site data) filled in at render time.
 */

/** A titled part of a page. */
export interface InfoSection {
  /**
   * The section's fragment on the page (`/terms#rules-of-conduct`), for a section other texts
   * cite: a decision's statement of reasons links the clause it rests on.
   */
  anchor?: string;
  heading: string;
  paragraphs: string[];
}

/** A page of running text: title (h1), optional lead paragraphs, sections (h2). */
export interface InfoArticle {
  title: string;
  intro: string[];
  sections: InfoSection[];
}

export interface FaqItem {
  question: string;
  answer: string[];
}

export interface FaqArticle {
  title: string;
  intro: string[];
  items: FaqItem[];
}

/** Every information page of one language, keyed like the routes (`INFO_PAGES`). */
export interface InfoContent {
  terms: InfoArticle;
  privacy: InfoArticle;
  /**
   * English only: the US privacy notice (CCPA/CPRA), shown instead of `privacy` to English
   * visitors from the United States. Other languages have no US audience, so no US text.
   */
  'privacy-us'?: InfoArticle;
  cookies: InfoArticle;
  ban: InfoArticle;
  faq: FaqArticle;
  'return-policy': InfoArticle;
  service: InfoArticle;
}
