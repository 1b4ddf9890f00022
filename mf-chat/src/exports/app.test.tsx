import '@testing-library/jest-dom';
import type { RemoteName } from '@amora/contracts';
import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { within } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import * as app from './app';

/** A text from the area's locale file (read with require: the composite tsconfig does not list JSON). */
function text(locale: 'en' | 'de', key: string): string {
  const value = jest.requireActual<Record<string, string>>(`../locales/${locale}.json`)[key];
  if (!value) throw new Error(`${locale}.json has no "${key}"`);
  return value;
}

const NAME: RemoteName = 'mf_chat';
/** A route this area owns, and one it does not. */
const OWN_PATH = '/chats';
const FOREIGN_PATH = '/likes';

let platform: TestPlatform;
let domElement: HTMLElement;
let parcel: Parcel | null = null;

/**
 * The parcel renders into its own React root (single-spa-react), resolving mount only after React
 * has committed: awaiting that inside act() would deadlock, so these tests run the root like a
 * browser does and wait for the DOM instead.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  platform = await createTestPlatform();
  domElement = document.createElement('div');
  document.body.appendChild(domElement);
});

afterEach(async () => {
  if (parcel?.getStatus() === 'MOUNTED') await parcel.unmount();
  parcel = null;
  domElement.remove();
  window.history.pushState(null, '', '/');
});

/** Mounts `./app` the way the shell's RemoteMount does (the parcel is named after the remote). */
async function mountAt(path: string): Promise<Parcel> {
  window.history.pushState(null, '', path);
  parcel = mountRootParcel(
    { ...app, name: NAME } as never,
    { domElement, name: NAME, basename: '/', platform } as never,
  );
  await parcel.mountPromise;
  return parcel;
}

const area = () => within(domElement);

describe(`${NAME} ./app`, () => {
  it.each(['bootstrap', 'mount', 'unmount', 'update'] as const)('exports the %s lifecycle', (name) => {
    const lifecycle: unknown = app[name];
    const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) expect(typeof fn).toBe('function');
  });

  it(`shows the area at ${OWN_PATH}, translated, with its name and build marker`, async () => {
    await mountAt(OWN_PATH);

    expect(await area().findByRole('heading', { level: 1 })).toHaveTextContent(text('en', 'area.title'));
    expect(area().getByText(text('en', 'area.notBuilt'))).toBeInTheDocument();
    const root = domElement.querySelector('[data-build]');
    expect(root).toHaveAttribute('data-build', 'test');
    expect(root).toHaveAttribute('data-area', NAME);
  });

  it('re-renders in German when the language changes', async () => {
    await mountAt(OWN_PATH);
    await area().findByRole('heading', { level: 1, name: text('en', 'area.title') });

    await platform.i18n.changeLanguage('de');

    expect(text('de', 'area.title')).not.toBe(text('en', 'area.title'));
    expect(
      await area().findByRole('heading', { level: 1, name: text('de', 'area.title') }),
    ).toBeInTheDocument();
    expect(area().getByText(text('de', 'area.notBuilt'))).toBeInTheDocument();
  });

  it('renders nothing for a route it does not own', async () => {
    await mountAt(FOREIGN_PATH);

    const root = domElement.querySelector(`[data-area="${NAME}"]`);
    expect(root).not.toBeNull();
    expect(root).toBeEmptyDOMElement();
  });

  it('unmount empties its element', async () => {
    const mounted = await mountAt(OWN_PATH);
    await area().findByRole('heading', { level: 1 });

    await mounted.unmount();

    expect(mounted.getStatus()).toBe('NOT_MOUNTED');
    expect(domElement).toBeEmptyDOMElement();
  });
});
