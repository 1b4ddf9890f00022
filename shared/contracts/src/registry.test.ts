import { isManifestUrl, parseRegistry } from './registry';

describe('parseRegistry', () => {
  const good = { entry: '/mf/mf_chat/1.0.0-a/mf-manifest.json', version: '1.0.0-a' };

  it('keeps valid entries and skips a bad one with a reason', () => {
    const parsed = parseRegistry({
      schemaVersion: 1,
      remotes: { mf_chat: good, mf_likes: { entry: 'javascript:alert(1)', version: '1' } },
    });
    expect(parsed?.registry.remotes).toEqual({ mf_chat: good });
    expect(parsed?.errors).toHaveLength(1);
    expect(parsed?.errors[0]).toContain('mf_likes');
  });

  it('rejects an envelope of the wrong shape', () => {
    expect(parseRegistry(null)).toBeNull();
    expect(parseRegistry({ schemaVersion: 2, remotes: {} })).toBeNull();
    expect(parseRegistry({ schemaVersion: 1, remotes: [] })).toBeNull();
  });

  it('skips entries whose remote name is not an identifier', () => {
    const parsed = parseRegistry({ schemaVersion: 1, remotes: { 'Bad-Name': good } });
    expect(parsed?.registry.remotes).toEqual({});
    expect(parsed?.errors[0]).toContain('Bad-Name');
  });
});

describe('isManifestUrl', () => {
  it.each([
    ['/mf/mf_chat/1.0.0/mf-manifest.json', true],
    ['https://cdn.example/mf/mf_chat/1/mf-manifest.json', true],
    ['http://127.0.0.1:3001/mf-manifest.json', true],
    ['http://cdn.example/mf/mf_chat/1/mf-manifest.json', false],
    ['//evil.example/mf-manifest.json', false],
    ['/mf/../../etc/mf-manifest.json', false],
    ['/mf/mf_chat/1.0.0/remoteEntry.js', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isManifestUrl(url)).toBe(expected);
  });
});
