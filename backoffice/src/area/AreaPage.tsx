import type {
  BackofficePageDefinition,
  BackofficePageId,
  BackofficePageModule,
  BackofficeParcelProps,
} from '@amora/contracts';
import { loadRemote } from '@amora/platform';
import { Button, ErrorPanel, Spinner } from '@amora/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useConsole } from '../platform/use-console';

/** The page's module id on the federation runtime: `mf_profile/backoffice/photos`. */
export function pageModuleId(page: BackofficePageDefinition): string {
  return `${page.remote}/${page.expose.replace(/^\.\//, '')}`;
}

function isPageModule(module: unknown): module is BackofficePageModule {
  const lifecycles = module as Partial<Record<string, unknown>> | null;
  const isLifecycle = (value: unknown) =>
    typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));
  return (
    Boolean(lifecycles) && ['bootstrap', 'mount', 'unmount'].every((key) => isLifecycle(lifecycles![key]))
  );
}

/** The page's lifecycles, or an Error when its area's release does not ship it (yet). */
export async function loadPage(page: BackofficePageDefinition): Promise<BackofficePageModule> {
  const module = await loadRemote<unknown>(pageModuleId(page));
  if (!isPageModule(module)) throw new Error(`${pageModuleId(page)} does not export parcel lifecycles`);
  return module;
}

type PageState =
  { status: 'loading' } | { status: 'mounted' } | { status: 'unavailable' } | { status: 'failed' };

export interface AreaPageProps {
  page: BackofficePageDefinition;
  /** Test seam: how the page's module is loaded. */
  load?: typeof loadPage;
}

/**
 * One area's staff page, loaded from its release through the registry and mounted as a single-spa
 * parcel in the content slot. A release without the page is "not available" (the console goes
 * on); a page that fails while mounting shows an error panel with a retry.
 */
export function AreaPage({ page, load = loadPage }: AreaPageProps) {
  const { t } = useTranslation('backoffice');
  const platform = useConsole();
  const slotRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    let active = true;
    // A fresh element per parcel: a retry or StrictMode's second effect never shares a React root.
    const domElement = document.createElement('div');
    slot.appendChild(domElement);
    setState({ status: 'loading' });
    let loaded = false;
    const config = () =>
      load(page).then((module) => {
        loaded = true;
        return { ...module, name: page.id };
      });
    const props: BackofficeParcelProps & { domElement: HTMLElement } = {
      name: page.id as BackofficePageId,
      basename: page.path,
      platform,
      domElement,
    };
    // single-spa's ParcelConfig type does not know our typed props; load() checks the lifecycles.
    const parcel: Parcel = mountRootParcel(config as never, props as never);
    parcel.loadPromise.catch(() => undefined);
    parcel.bootstrapPromise.catch(() => undefined);
    parcel.mountPromise.then(
      () => active && setState({ status: 'mounted' }),
      (error: unknown) => {
        console.error(`${pageModuleId(page)}:`, error);
        if (active) setState({ status: loaded ? 'failed' : 'unavailable' });
      },
    );
    return () => {
      active = false;
      void parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => domElement.remove());
    };
  }, [page, platform, load, attempt]);

  const retry = <Button onClick={() => setAttempt((n) => n + 1)}>{t('action.retry')}</Button>;
  return (
    <div>
      {state.status === 'loading' ? <Spinner label={t('area.loading')} block /> : null}
      {state.status === 'unavailable' ? (
        <ErrorPanel
          level={1}
          title={t('area.unavailableTitle')}
          message={t('area.unavailable', { page: t(page.labelKey) })}
          actions={retry}
        />
      ) : null}
      {state.status === 'failed' ? (
        <ErrorPanel level={1} title={t('area.failedTitle')} message={t('area.failed')} actions={retry} />
      ) : null}
      <div ref={slotRef} data-backoffice-slot={page.id} hidden={state.status !== 'mounted'} />
    </div>
  );
}
