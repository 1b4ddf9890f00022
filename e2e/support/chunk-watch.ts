import type { Page } from '@playwright/test';

export interface ChunkWatch {
  /** Every request of the chunk so far. */
  requested: string[];
  /** From now on the chunk downloads (it failed until then, when watched `offline`). */
  goOnline(): void;
}

/**
 * Watches the requests of one named chunk (`login-schema`, `search-schema`, …), to show it is not
 * on a page's first load but comes on first use (ADR 0051). `offline`: its
 * download fails until `goOnline()`, to show a failed download can be retried.
 */
export async function watchChunk(
  page: Page,
  name: string,
  options: { offline?: boolean } = {},
): Promise<ChunkWatch> {
  const chunk = new RegExp(`/${name}\\.[0-9a-f]+\\.js$`);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  let offline = options.offline ?? false;
  if (offline) await page.route(chunk, (route) => (offline ? route.abort() : route.continue()));
  return {
    requested,
    goOnline: () => {
      offline = false;
    },
  };
}
