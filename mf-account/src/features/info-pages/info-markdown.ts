import { parseFrontMatter } from '@amora/contracts/plain';

/** A titled part of a page (a FAQ question and its answer, too). */
export interface InfoSection {
  /**
   * The section's fragment on the page (`/terms#rules-of-conduct`), for a section other texts
   * cite: a decision's statement of reasons links the clause it rests on. Written `## Heading {#id}`.
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

const HEADING = /^## (.+?)(?:\s+\{#([a-z0-9-]+)\})?$/;

/**
 * Reads one information page (`content/<lng>/<page>.md`): the title in the front matter, then
 * paragraphs separated by blank lines, each `## ` line opening a section. Only this much Markdown:
 * the page renders text, never HTML from the file, so a paragraph is shown exactly as written.
 */
export function parseInfoMarkdown(source: string): InfoArticle {
  const { attributes, body } = parseFrontMatter(source);
  const title = attributes.title;
  if (!title) throw new Error('an information page needs a title in its front matter');
  const article: InfoArticle = { title, intro: [], sections: [] };
  for (const block of body.split(/\n\s*\n/)) {
    const text = block.trim();
    if (text === '') continue;
    const heading = HEADING.exec(text);
    if (heading)
      article.sections.push({
        heading: heading[1]!.trim(),
        ...(heading[2] ? { anchor: heading[2] } : {}),
        paragraphs: [],
      });
    else (article.sections.at(-1)?.paragraphs ?? article.intro).push(text);
  }
  return article;
}
