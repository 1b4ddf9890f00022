import { SiteSettingsSchema, type Locale, type SiteSettings } from '@amora/contracts';
import type { Db } from '../../db/database.js';
import { findDefaultSite, findSiteByDomain, type SiteRow } from './site-repository.js';

export interface Site {
  id: number;
  domain: string;
  language: Locale;
  settings: SiteSettings;
  /**
   * `{"settings": …}` for a visitor from `country`, serialised once per country: /api/settings.php
   * is the most requested call.
   */
  settingsResponseJson(country: string | null): string;
}

/** Settings added after sites were first stored get their defaults here. */
const SETTING_DEFAULTS = { min_age: 18, partner_url: null };

/** Sites change rarely; a short cache keeps /api/settings.php off the database. */
const CACHE_TTL_MS = 30_000;

/**
 * `Amora.Test:8080` → `amora.test`; a leading `www.` belongs to the same site. Anything that is not
 * a host name (an IP literal, a NUL byte from `?domain=`) is '' and so the default site, without
 * a lookup that the database could refuse.
 */
export function normalizeHost(host: string | undefined): string {
  const withoutPort = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const name = withoutPort.startsWith('www.') ? withoutPort.slice(4) : withoutPort;
  return /^[a-z0-9.-]{1,253}$/.test(name) ? name : '';
}

function toSite(row: SiteRow, pushPublicKey: string | null): Site {
  const settings = SiteSettingsSchema.parse({
    ...SETTING_DEFAULTS,
    ...row.settings,
    // One VAPID key pair serves every site of the deployment (plugins/push).
    ...(pushPublicKey ? { push_public_key: pushPublicKey } : {}),
    domain: row.domain,
    domain_language: row.language,
    niche: row.niche,
    name: row.name,
  });
  const byCountry = new Map<string, string>();
  return {
    id: row.id,
    domain: row.domain,
    language: settings.domain_language,
    settings,
    settingsResponseJson: (country) => {
      const key = country ?? '';
      let json = byCountry.get(key);
      if (!json) {
        json = JSON.stringify({ settings: country ? { ...settings, geoip_country: country } : settings });
        if (byCountry.size < 300) byCountry.set(key, json);
      }
      return json;
    },
  };
}

/**
 * Resolves the site a request is for: the host (or a forced `domain`), and the default site for
 * any unknown host, so a new domain pointed at the deployment still renders.
 */
export class SiteResolver {
  private readonly cache = new Map<string, { site: Site; expiresAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** The server's VAPID public key, the settings' `push_public_key`. */
    private readonly pushPublicKey: string | null = null,
  ) {}

  /** The site from the cache without a database call, or undefined (then `resolve`). */
  cached(hostOrDomain: string | undefined): Site | undefined {
    const cached = this.cache.get(normalizeHost(hostOrDomain));
    return cached && cached.expiresAt > this.now() ? cached.site : undefined;
  }

  async resolve(hostOrDomain: string | undefined): Promise<Site> {
    const domain = normalizeHost(hostOrDomain);
    const cached = this.cache.get(domain);
    if (cached && cached.expiresAt > this.now()) return cached.site;
    const row = (domain ? await findSiteByDomain(this.db, domain) : null) ?? (await findDefaultSite(this.db));
    if (!row) throw new Error('No default site in the database: run the seed (npm run seed)');
    const site = toSite(row, this.pushPublicKey);
    if (this.cache.size > 1000) this.cache.clear(); // Bounded: arbitrary Host headers must not grow memory.
    this.cache.set(domain, { site, expiresAt: this.now() + CACHE_TTL_MS });
    return site;
  }
}
