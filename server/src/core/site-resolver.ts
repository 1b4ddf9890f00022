import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { SiteSettingsSchema, type Locale, type SiteSettings } from '@amora/contracts';
import type { Db } from '../db/database.js';
import { findDefaultSite, findSiteByDomain, type SiteRow } from './site-repository.js';

export interface Site {
  id: number;
  domain: string;
  language: Locale;
  settings: SiteSettings;
  /**
   * Chat messages older than this many days are hidden (spec section 6). A setting of the site's
   * stored document (`chat_history_days`), kept out of `settings` on purpose: the spec does not
   * show the limit, so /api/settings.php does not either.
   */
  chatHistoryDays: number;
  /**
   * `{"settings": …}` for a visitor from `country`, serialised once per country: /api/settings.php
   * is the most requested call.
   */
  settingsResponseJson(country: string | null): string;
  /**
   * The same, encoded (Brotli or gzip) once per country and encoding: every page load asks for
   * the settings, and compressing 1.7 kB on every call cost more than the rest of the call.
   */
  settingsResponseEncoded(country: string | null, encoding: SettingsEncoding): Buffer;
}

export type SettingsEncoding = 'br' | 'gzip';

function encode(json: string, encoding: SettingsEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
        },
      })
    : gzipSync(json, { level: 9 });
}

/** Settings added after sites were first stored get their defaults here. */
const SETTING_DEFAULTS = { min_age: 18, partner_url: null };

/** The chat history limit when a site does not set one: a year. */
export const DEFAULT_CHAT_HISTORY_DAYS = 365;

function chatHistoryDaysOf(stored: unknown): number {
  const value = (stored as { chat_history_days?: unknown } | null)?.chat_history_days;
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 36_500
    ? (value as number)
    : DEFAULT_CHAT_HISTORY_DAYS;
}

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

function toSite(row: SiteRow, pushPublicKey: string | null, testPayments: boolean): Site {
  const settings = SiteSettingsSchema.parse({
    ...SETTING_DEFAULTS,
    ...row.settings,
    // One VAPID key pair serves every site of the deployment (plugins/push).
    ...(pushPublicKey ? { push_public_key: pushPublicKey } : {}),
    // The deployment's, like the push key: a site's stored settings cannot hide it.
    test_payments: testPayments,
    domain: row.domain,
    domain_language: row.language,
    niche: row.niche,
    name: row.name,
  });
  // Per country: the JSON and its encodings, made on first use. A site object lives as long as
  // the resolver caches it (CACHE_TTL_MS), so a changed setting is served with the next one.
  const byCountry = new Map<string, { json: string; br?: Buffer; gzip?: Buffer }>();
  const entryFor = (country: string | null) => {
    const key = country ?? '';
    let entry = byCountry.get(key);
    if (!entry) {
      entry = {
        json: JSON.stringify({ settings: country ? { ...settings, geoip_country: country } : settings }),
      };
      if (byCountry.size < 300) byCountry.set(key, entry);
    }
    return entry;
  };
  return {
    id: row.id,
    domain: row.domain,
    language: settings.domain_language,
    settings,
    chatHistoryDays: chatHistoryDaysOf(row.settings),
    settingsResponseJson: (country) => entryFor(country).json,
    settingsResponseEncoded: (country, encoding) => {
      const entry = entryFor(country);
      return (entry[encoding] ??= encode(entry.json, encoding));
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
    /** The sandbox runs in production on purpose (staging): the settings' `test_payments`. */
    private readonly testPayments = false,
  ) {}

  /**
   * Drops every cached site: the next request reads its site again. Called when staff change a
   * site's settings, on every instance (the settings-changed notice), so no one waits out the TTL.
   */
  clear(): void {
    this.cache.clear();
  }

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
    const site = toSite(row, this.pushPublicKey, this.testPayments);
    if (this.cache.size > 1000) this.cache.clear(); // Bounded: arbitrary Host headers must not grow memory.
    this.cache.set(domain, { site, expiresAt: this.now() + CACHE_TTL_MS });
    return site;
  }
}
