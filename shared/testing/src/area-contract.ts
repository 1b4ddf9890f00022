import type { RemoteAppModule, RemoteName } from '@amora/contracts';
import { within } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { createTestPlatform, type TestPlatform } from './test-platform.js';

type Catalogue = Record<string, string>;

/** A mounted area and the handles a test needs. */
export interface AreaHarness {
  platform: TestPlatform;
  domElement: HTMLElement;
  area: () => ReturnType<typeof within>;
  /** Mounts `./app` at a path the way the shell's RemoteMount does (parcel named after the remote). */
  mountAt(path: string): Promise<Parcel>;
}

/**
 * Sets up (beforeEach/afterEach) a fresh platform and element per test. The parcel renders into
 * its own React root and resolves mount only after React committed: awaiting that inside act()
 * would deadlock, so the root runs as in a browser and tests wait for the DOM instead.
 */
export function useAreaHarness(app: RemoteAppModule, name: RemoteName): AreaHarness {
  const harness = { parcel: null as Parcel | null } as AreaHarness & { parcel: Parcel | null };
  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    harness.platform = await createTestPlatform();
    harness.domElement = document.createElement('div');
    document.body.appendChild(harness.domElement);
  });
  afterEach(async () => {
    if (harness.parcel?.getStatus() === 'MOUNTED') await harness.parcel.unmount();
    harness.parcel = null;
    harness.domElement.remove();
    window.history.pushState(null, '', '/');
  });
  harness.area = () => within(harness.domElement);
  harness.mountAt = async (path) => {
    window.history.pushState(null, '', path);
    const { domElement, platform } = harness;
    harness.parcel = mountRootParcel(
      { ...app, name } as never,
      { domElement, name, basename: '/', platform } as never,
    );
    await harness.parcel.mountPromise;
    return harness.parcel;
  };
  return harness;
}

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
    const harness = useAreaHarness(app, name);

    it.each(['bootstrap', 'mount', 'unmount', 'update'] as const)(
      'exports the %s lifecycle',
      (lifecycleName) => {
        const lifecycle: unknown = app[lifecycleName];
        const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
        expect(fns.length).toBeGreaterThan(0);
        for (const fn of fns) expect(typeof fn).toBe('function');
      },
    );

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
      const mounted = await harness.mountAt(ownPath);
      await harness.area().findByRole('heading', { level: 1 });
      await mounted.unmount();
      expect(mounted.getStatus()).toBe('NOT_MOUNTED');
      expect(harness.domElement).toBeEmptyDOMElement();
    });
  });
}
