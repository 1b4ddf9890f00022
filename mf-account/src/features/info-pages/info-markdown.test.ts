import { parseInfoMarkdown } from './info-markdown';

describe('parseInfoMarkdown', () => {
  it('reads the title, the intro and the sections with their paragraphs', () => {
    const source =
      '---\ntitle: "Terms: the short version"\n---\n\nFirst {{site_name}}.\n\n## Who\n\nOne.\nStill one.\n\nTwo.\n\n## Why\n\nThree.\n';
    expect(parseInfoMarkdown(source)).toEqual({
      title: 'Terms: the short version',
      intro: ['First {{site_name}}.'],
      sections: [
        { heading: 'Who', paragraphs: ['One.\nStill one.', 'Two.'] },
        { heading: 'Why', paragraphs: ['Three.'] },
      ],
    });
  });

  it('reads Windows line ends the same', () => {
    expect(parseInfoMarkdown('---\r\ntitle: T\r\n---\r\n\r\nA.\r\n\r\n## H\r\n\r\nB.\r\n')).toEqual({
      title: 'T',
      intro: ['A.'],
      sections: [{ heading: 'H', paragraphs: ['B.'] }],
    });
  });

  it('refuses a page without front matter or title', () => {
    expect(() => parseInfoMarkdown('# Title\n\nText')).toThrow(/front matter/);
    expect(() => parseInfoMarkdown('---\nlang: en\n---\n\nText')).toThrow(/title/);
  });
});
