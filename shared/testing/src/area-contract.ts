import type { RemoteAppModule, RemoteName } from '@amora/contracts';
import { setUpAreaHarness } from './mount-area.js';
import { createTestPlatform } from './test-platform.js';

type Catalogue = Record<string, string>;

export interface AreaContractOptions {
  app: RemoteAppModule;
  name: RemoteName;
  /** A route this area owns (its placeholder page, unless `ownHeadingKey` names a built page). */
  ownPath: string;
  /**
   * The key of the h1 shown at `ownPath` once the area has real pages there; without it the
   * placeholder's `area.title` and `area.notBuilt` are expected.
   */
  ownHeadingKey?: string;
  /** A route another area owns. */
  foreignPath: string;
  locales: { en: Catalogue; de: Catalogue };
}

/**
 * The lifecycle contract every remote's `./app` meets: the four lifecycles, translated rendering
 * with name and build marker, a language switch without remount, nothing on foreign routes, and
 * an unmount that leaves the element empty.
 */
export function describeAreaContract({
  app,
  name,
  ownPath,
  ownHeadingKey,
  foreignPath,
  locales,
}: AreaContractOptions): void {
  const headingKey = ownHeadingKey ?? 'area.title';
  const placeholder = ownHeadingKey === undefined;
  const text = (locale: 'en' | 'de', key: string) => {
    const value = locales[locale][key];
    if (!value) throw new Error(`${locale} has no "${key}"`);
    return value;
  };

  describe(`${name} ./app`, () => {
    const harness = setUpAreaHarness(app, name);

    it.each(['bootstrap', 'mount', 'unmount', 'update'] as const)(
      'exports the %s lifecycle',
      (lifecycleName) => {
        const lifecycle: unknown = app[lifecycleName];
        const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
        expect(fns.length).toBeGreaterThan(0);
        for (const fn of fns) expect(typeof fn).toBe('function');
      },
    );

    it(`prefetch at ${ownPath} loads its texts in the page's language before any mount (ADR 0028)`, async () => {
      const platform = await createTestPlatform({ locale: 'de' });
      const register = jest.spyOn(platform, 'registerTranslations');
      expect(app.prefetch).toEqual(expect.any(Function));
      app.prefetch?.({ platform, location: { pathname: ownPath, search: '' } });
      expect(register).toHaveBeenCalledTimes(1);
      const [namespace] = register.mock.calls[0]!;
      await register.mock.results[0]!.value;
      expect(platform.i18n.getFixedT('de', namespace)(headingKey)).toBe(text('de', headingKey));
    });

    it(`shows the area at ${ownPath}, translated, with its name and build marker`, async () => {
      await harness.mountAt(ownPath);
      expect(await harness.area().findByRole('heading', { level: 1 })).toHaveTextContent(
        text('en', headingKey),
      );
      if (placeholder) expect(harness.area().getByText(text('en', 'area.notBuilt'))).toBeInTheDocument();
      const root = harness.domElement.querySelector('[data-build]');
      expect(root).toHaveAttribute('data-build', 'test');
      expect(root).toHaveAttribute('data-area', name);
    });

    it('re-renders in German when the language changes', async () => {
      await harness.mountAt(ownPath);
      await harness.area().findByRole('heading', { level: 1, name: text('en', headingKey) });
      await harness.platform.i18n.changeLanguage('de');
      expect(text('de', headingKey)).not.toBe(text('en', headingKey));
      expect(
        await harness.area().findByRole('heading', { level: 1, name: text('de', headingKey) }),
      ).toBeInTheDocument();
      if (placeholder) expect(harness.area().getByText(text('de', 'area.notBuilt'))).toBeInTheDocument();
    });

    it('renders nothing for a route it does not own', async () => {
      await harness.mountAt(foreignPath);
      const root = harness.domElement.querySelector(`[data-area="${name}"]`);
      expect(root).not.toBeNull();
      expect(root).toBeEmptyDOMElement();
    });

    it('unmount empties its element', async () => {
      const { parcel } = await harness.mountAt(ownPath);
      await harness.area().findByRole('heading', { level: 1 });
      await parcel.unmount();
      expect(parcel.getStatus()).toBe('NOT_MOUNTED');
      expect(harness.domElement).toBeEmptyDOMElement();
    });
  });
}
