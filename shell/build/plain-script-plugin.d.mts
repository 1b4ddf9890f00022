/** The push service worker's source as the classic script served at /sw-push.js. */
export function transpileServiceWorker(source: string): string;

export class ServiceWorkerPlugin {
  constructor(sourceFile: string, assetName?: string);
  apply(compiler: unknown): void;
}
