import type { HttpClient, SiteSettings, TrackingParams } from '@amora/contracts';
import { createContext, useContext } from 'react';

/** A translator of the landers namespace (`{{name}}` interpolation, i18next's format). */
export type LanderTranslate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Everything a lander needs from the page around it. Two pages provide it: the shell (the
 * federated `./app`, from the platform: `PlatformLanderEnv`) and the lean lander page (ADR 0022,
 * `src/lean`), which boots without the shell, its router, i18next or the query library. Lander
 * code reads only this, so one template renders the same in both.
 */
export interface LanderEnv {
  t: LanderTranslate;
  /** The language on screen. */
  language: string;
  http: Pick<HttpClient, 'get' | 'post'>;
  /** Goes to another page of the site (the shell's router, or a full page load). */
  navigate: (href: string) => void;
  settings: SiteSettings | null;
  /** The tracking parameters of the visitor's arrival (network, ref, sub1-3), if any. */
  tracking: TrackingParams | null;
  /**
   * A lander answer asked for before the first render (the lean page starts `GET /api/lander.php`
   * while React loads): handed out once, for exactly that query, else null.
   */
  takePrefetched?: (query: Record<string, string | undefined>) => Promise<unknown> | null;
}

export const LanderEnvContext = createContext<LanderEnv | null>(null);

export function useLanderEnv(): LanderEnv {
  const env = useContext(LanderEnvContext);
  if (!env) throw new Error('a lander renders inside a LanderEnvContext provider');
  return env;
}

/** The landers texts and the language, in the shape of react-i18next's hook the code grew up with. */
export function useLanderText(): { t: LanderTranslate; i18n: { language: string } } {
  const { t, language } = useLanderEnv();
  return { t, i18n: { language } };
}
