import type { Registry } from '@amora/contracts';

declare global {
  /** The registry as released when this shell was built (webpack DefinePlugin). */
  const __AMORA_BAKED_REGISTRY__: Registry;
  const __AMORA_BUILD_MARKER__: string;
  /** The URL of the locale-data worker (`boot/locale-data.worker.ts`), content-hashed. */
  const __AMORA_LOCALE_DATA_WORKER__: string;
}

declare module '*.json' {
  const value: Record<string, string>;
  export default value;
}

export {};
