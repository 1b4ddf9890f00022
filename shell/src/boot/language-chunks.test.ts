/**
 * @jest-environment node
 */

// The build's record of each language's first-screen chunks, which the server names in the shell
// HTML's preload hints (ADR 0053).
const load = () => import('../../build/language-chunks-plugin.mjs');

describe('languageChunks', () => {
  it("lists each language's shell texts and API messages, JavaScript files only, by name", async () => {
    const { languageChunks } = await load();
    const chunks = [
      { name: 'i18n-common-en-json', files: ['i18n-common-en-json.0123456789.js', 'x.js.map'] },
      { name: 'api-messages-en', files: ['api-messages-en.abcdefabcd.js'] },
      { name: 'api-messages-de', files: ['api-messages-de.1111111111.js'] },
      { name: 'i18n-common-de-json', files: ['i18n-common-de-json.2222222222.js'] },
      { name: 'main', files: ['main.3333333333.js'] },
      { name: 'country-names-en-json', files: ['country-names-en-json.4444444444.js'] },
      { name: null, files: ['296.5555555555.js'] },
    ];
    expect(languageChunks(chunks)).toEqual({
      de: ['/api-messages-de.1111111111.js', '/i18n-common-de-json.2222222222.js'],
      en: ['/api-messages-en.abcdefabcd.js', '/i18n-common-en-json.0123456789.js'],
    });
  });

  it('gives nothing for a build without such chunks', async () => {
    const { languageChunks } = await load();
    expect(languageChunks([{ name: 'main', files: ['main.js'] }])).toEqual({});
  });
});
