import { mkdtempSync, writeFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LanderChangeSchema } from '@amora/contracts';
import { adminToken, adminTokenFile } from '../src/modules/landers/admin-token.js';
import { databaseBackend } from '../src/modules/landers/cli/backends.js';
import { CliError, runLandersCommand } from '../src/modules/landers/cli/landers-cli.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call } from './account-helpers.js';
import { admin, aVariant, getLander, visitorCookie } from './landers-helpers.js';

describe('/api/admin/landers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(() => t.app.close());

  it('refuses without the token or with a wrong one', async () => {
    expect((await admin(t.app, 'GET', '/api/admin/landers', undefined, { token: null })).statusCode).toBe(
      401,
    );
    const wrong = await admin(t.app, 'POST', '/api/admin/landers', aVariant(), { token: 'x'.repeat(40) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('authentication_required');
  });

  it('rate-limits failures per address', async () => {
    const from = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1)
      codes.push(
        (await admin(t.app, 'GET', '/api/admin/landers', undefined, { token: 'wrong', remoteAddress: from }))
          .statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    // Even the right token waits now; another address does not.
    expect(
      (await admin(t.app, 'GET', '/api/admin/landers', undefined, { remoteAddress: from })).statusCode,
    ).toBe(429);
    expect((await admin(t.app, 'GET', '/api/admin/landers')).statusCode).toBe(200);
  });

  it('publishes a variant that is live on the next load, with a dry run first', async () => {
    const dry = await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'gallery-x', family: 'gallery', dry_run: true }),
    );
    expect(LanderChangeSchema.parse(dry.json())).toMatchObject({ action: 'create', dry_run: true });
    expect((await getLander(t.app, '?family=gallery')).json().variant.key).toBeNull();

    const published = await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'gallery-x', family: 'gallery' }),
    );
    expect(published.json()).toMatchObject({ action: 'create', variant: { status: 'live', weight: 100 } });
    expect((await getLander(t.app, '?family=gallery')).json().variant).toMatchObject({
      key: 'gallery-x',
      headline: 'Meet someone tonight',
    });

    const again = await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'gallery-x', family: 'gallery', headline: 'New' }),
    );
    expect(again.json()).toMatchObject({
      action: 'update',
      changes: { headline: { from: 'Meet someone tonight', to: 'New' } },
    });
  });

  it('pauses and re-weights by key', async () => {
    await admin(t.app, 'POST', '/api/admin/landers', aVariant({ key: 'tinder-a', family: 'tinderswipe' }));
    const paused = await admin(t.app, 'PATCH', '/api/admin/landers/tinder-a', { status: 'paused' });
    expect(paused.json()).toMatchObject({ changes: { status: { from: 'live', to: 'paused' } } });
    expect((await getLander(t.app, '?family=tinderswipe')).json().variant.key).toBeNull();
    const weighted = await admin(t.app, 'PATCH', '/api/admin/landers/tinder-a', {
      weight: 5,
      status: 'live',
    });
    expect(weighted.json().variant).toMatchObject({ weight: 5, status: 'live' });
    expect((await admin(t.app, 'PATCH', '/api/admin/landers/nope', { weight: 5 })).statusCode).toBe(404);
  });

  it.each([
    ['unknown fields', { colour: 'red' }, '_'],
    ['a weight out of range', { weight: 1001 }, 'weight'],
    ['HTML in copy', { copy: 'Hello <script>alert(1)</script>' }, 'copy'],
    ['HTML in the headline', { headline: '<img src=x onerror=1>' }, 'headline'],
    ['an unknown family', { family: 'carousel' }, 'family'],
    ['a bad slug', { slug: '../etc' }, 'slug'],
    ['a missing image', { images: [{ file: 'landers/zz/none.webp', alt: 'x' }] }, 'images.0.file'],
    ['an unknown site', { site: 'nowhere.example' }, 'site'],
  ])('refuses %s with the field named', async (_name, patch, field) => {
    const response = await admin(t.app, 'POST', '/api/admin/landers', {
      ...aVariant({ key: 'bad-one' }),
      ...patch,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    if (field === '_') expect(response.json().fields._).toContain('colour');
  });

  it('accepts an uploaded image, re-encoded as WebP with its size', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/landers/images',
      headers: {
        authorization: `Bearer ${process.env.LANDERS_ADMIN_TOKEN}`,
        'x-request-type': 'client',
        'content-type': 'image/png',
      },
      payload: png,
    });
    expect(response.statusCode).toBe(200);
    const { file, width, height } = response.json();
    expect([width, height]).toEqual([1200, 675]);
    const stored = await t.app.ctx.media.get(file);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const published = await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'video-img', images: [{ file, alt: 'Sunset' }] }),
    );
    expect(published.statusCode).toBe(200);

    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/landers/images',
      headers: {
        authorization: `Bearer ${process.env.LANDERS_ADMIN_TOKEN}`,
        'x-request-type': 'client',
        'content-type': 'image/png',
      },
      payload: Buffer.from('not an image'),
    });
    expect(junk.statusCode).toBe(400);
  });

  it('reports views, clicks, sign-ups and conversion per variant and network', async () => {
    await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'collage-r', family: 'collagelanding' }),
    );
    const first = await getLander(t.app, '?family=collagelanding&network=netA');
    const cookie = visitorCookie(first);
    await getLander(t.app, '?family=collagelanding&network=netA');
    await call(t.app, 'POST', '/api/lander-click.php', { visit: first.json().visit }, { cookie });
    await call(t.app, 'POST', '/api/signup.php', aSignup(), { cookie, headers: { host: 'amora.test' } });
    const report = (await admin(t.app, 'GET', '/api/admin/landers/report')).json();
    expect(report.rows).toContainEqual({
      key: 'collage-r',
      family: 'collagelanding',
      slug: '',
      network: 'netA',
      views: 2,
      clicks: 1,
      signups: 1,
      conversion_rate: 0.5,
    });
  });
});

describe('npm run landers (database backend)', () => {
  let t: TestApp;
  let dir: string;
  const lines: string[] = [];
  const run = (...argv: string[]) =>
    runLandersCommand(argv, databaseBackend(t.database, t.app.ctx.media), (l) => lines.push(l));

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    dir = mkdtempSync(path.join(os.tmpdir(), 'landers-cli-'));
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#36c' } })
      .jpeg()
      .toFile(path.join(dir, 'hero.jpg'));
  });
  afterAll(() => t.app.close());
  beforeEach(() => lines.splice(0));

  function variantFile(name: string, body: object): string {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(body));
    return file;
  }

  it('publishes a file with a local image, dry run first, and lists it', async () => {
    const file = variantFile('v.json', {
      ...aVariant({ key: 'cli-video' }),
      images: [{ src: 'hero.jpg', alt: 'Hero' }],
    });
    expect(await run('publish', file, '--dry-run')).toBe(0);
    expect(lines[0]).toMatch(/^\[dry run\] would create cli-video/);
    expect((await getLander(t.app, '?family=video')).json().variant.key).toBeNull();

    expect(await run('publish', file)).toBe(0);
    const live = (await getLander(t.app, '?family=video')).json().variant;
    expect(live).toMatchObject({ key: 'cli-video', images: [{ width: 640, height: 480, alt: 'Hero' }] });

    lines.splice(0);
    await run('list');
    expect(lines.join('\n')).toMatch(/cli-video\s+-\s+video/);
  });

  it('pauses and weights with a dry run that prints the change', async () => {
    await run('publish', variantFile('w.json', aVariant({ key: 'cli-weight', family: 'gallery' })));
    lines.splice(0);
    expect(await run('weight', 'cli-weight', '30', '--dry-run')).toBe(0);
    expect(lines).toEqual(['[dry run] would update cli-weight (live, weight 30)', '  weight: 100 -> 30']);
    expect(await run('pause', 'cli-weight')).toBe(0);
    expect((await getLander(t.app, '?family=gallery')).json().variant.key).toBeNull();
  });

  it('refuses a bad file with the field named, before uploading anything', async () => {
    await expect(run('publish', variantFile('b.json', { ...aVariant(), weight: -1 }))).rejects.toThrow(
      /weight/,
    );
    await expect(
      run('publish', variantFile('c.json', { ...aVariant(), images: [{ src: 'missing.jpg', alt: '' }] })),
    ).rejects.toThrow(/images\.0\.src: file not found/);
    await expect(run('publish', variantFile('d.json', { ...aVariant(), extra: true }))).rejects.toThrow(
      CliError,
    );
  });

  it('prints the attribution report', async () => {
    await getLander(t.app, '?family=video&network=cli');
    expect(await run('report')).toBe(0);
    expect(lines[0]).toMatch(/key\s+family\s+slug\s+network\s+views\s+clicks\s+signups\s+conversion_rate/);
    expect(lines.join('\n')).toMatch(/cli-video\s+video\s+-\s+cli\s+1\s+0\s+0\s+0.00%/);
  });
});

describe('the admin token', () => {
  it('is generated once under DATA_DIR, owner-only, when the environment has none', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'landers-token-'));
    const first = await adminToken(dir, '');
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(await adminToken(dir, '')).toBe(first);
    expect(statSync(adminTokenFile(dir)).mode & 0o077).toBe(0);
    expect(await adminToken(dir, 'from-the-environment')).toBe('from-the-environment');
  });
});
