import type { RemoteName } from '@amora/contracts';
import { loadRemote } from './remotes';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { RemoteLoadError } from './load-remote-app';

/** One widget a remote exposes for the shell: its expose id and the component it exports. */
export interface WidgetRef {
  remote: RemoteName;
  id: string;
  exportName: string;
}

/** Loads one widget and checks that it exports its component. */
export async function loadWidget<P extends object>({
  remote,
  id,
  exportName,
}: WidgetRef): Promise<ComponentType<P>> {
  const module = await loadRemote<Record<string, unknown>>(id);
  const component = module?.[exportName];
  if (typeof component !== 'function')
    throw new RemoteLoadError(remote, `${id} does not export ${exportName}`);
  return component as ComponentType<P>;
}

/**
 * A widget, loaded the first time it may show and kept for the page's life. A failure is not
 * retried here (the federation runtime retries and falls back already): a widget is an extra, so
 * without it the page simply goes on.
 */
export function useRemoteWidget<P extends object>(ref: WidgetRef, enabled: boolean) {
  return useQuery({
    queryKey: ['shell', 'widget', ref.id],
    queryFn: () => loadWidget<P>(ref),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
