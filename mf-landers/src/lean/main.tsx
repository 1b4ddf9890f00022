import {
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  isLocale,
  trackingFromQuery,
  type SiteSettings,
} from '@amora/contracts';
import { GlobalStyle, theme } from '@amora/ui';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { loadFamily } from '../features/families';
import { LanderEnvContext, type LanderEnv } from '../features/lander/lander-env';
import { LanderLoading, LanderPage } from '../features/lander/LanderPage';
import { loadTranslations } from '../i18n';
import { leanHttp } from './lean-http';
import { LeanLayout } from './LeanLayout';
import { leanRouteOf, type LeanRoute } from './lean-route';
import type { PreviewOutcome } from './lean-preview';
import { leanStorage } from './lean-storage';
import { createTranslate } from './lean-text';

/**
 * The lean lander page (ADR 0022): what the server sends a visitor without a session on `/`,
 * `/landers/*` and the member landings. It boots React, the lander templates and one language's
 * texts, and nothing of the shell: no federation runtime, router, i18next or query library.
 * Everything the page needs is asked for at once: the settings (preloaded by the HTML), the
 * language's texts, the family's template and the lander itself.
 */

/** The settings the HTML preloaded (`<link rel="preload">`), or with the spec's forced domain. */
async function loadSettings(domain: string | null): Promise<SiteSettings | null> {
  const url = domain ? `/api/settings.php?domain=${encodeURIComponent(domain)}` : '/api/settings.php';
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { settings?: SiteSettings } | null;
    return body?.settings ?? null;
  } catch {
    return null;
  }
}

/** The server wrote the page's language into `<html lang>` (the locale cookie, else the site's). */
function pageLocale(): string {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/** The shell's rule: a visitor without the locale cookie keeps the language they were shown. */
function rememberLocale(locale: string): void {
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE_NAME}=`))) return;
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

function landerQuery(route: LeanRoute, tracking: Record<string, string | undefined>) {
  if (route.kind === 'family')
    return { family: route.family, slug: route.slug, member: undefined, ...tracking };
  if (route.kind === 'member')
    return { family: undefined, slug: route.slug, member: route.memberId, ...tracking };
  return { family: undefined, slug: undefined, member: undefined, ...tracking };
}

/** The member landings are their own chunk: `/` and the families, most of the traffic, skip it. */
const loadMemberLanding = () =>
  import(/* webpackChunkName: "member-landing" */ '../features/member-landing/MemberLandingPage');
const MemberLandingPage = lazy(() => loadMemberLanding().then((m) => ({ default: m.MemberLandingPage })));

function Content({ route }: { route: LeanRoute }) {
  if (route.kind === 'member')
    return (
      <Suspense fallback={<LanderLoading />}>
        <MemberLandingPage memberId={route.memberId} style={route.style} slug={route.slug} />
      </Suspense>
    );
  return (
    <LanderPage
      family={route.kind === 'family' ? route.family : undefined}
      slug={route.kind === 'family' ? route.slug : undefined}
    />
  );
}

/**
 * A marketer's preview of a draft (ADR 0071): `LANDER_PREVIEW_QUERY` of @amora/contracts, written
 * out here as the client header is in lean-http.ts (that module brings the schema library).
 */
const PREVIEW_QUERY = 'lander_preview';

/** The lander calls of a preview: the draft for the page's data, and no click that counts. */
function previewHttp(outcome: Promise<PreviewOutcome>): LanderEnv['http'] {
  return {
    get: async <T,>() => {
      const result = await outcome;
      if (result.status !== 'ready') throw new Error(`preview ${result.status}`);
      return result.data as T;
    },
    post: async <T,>() => ({ recorded: false }) as T,
  };
}

async function start(root: HTMLElement): Promise<void> {
  const search = new URLSearchParams(window.location.search);
  const route = leanRouteOf(window.location.pathname);
  const locale = pageLocale();
  const previewToken = search.get(PREVIEW_QUERY);
  // A preview is staff looking at a draft: no locale, tracking or view of a visitor is kept. Its
  // code is a chunk of its own: a visitor's first load carries none of it.
  const previewMode = previewToken
    ? import(/* webpackChunkName: "lander-preview" */ './LeanPreviewNotice')
    : null;
  const preview = previewMode ? previewMode.then((mode) => mode.loadPreview(previewToken!)) : null;
  if (!preview) rememberLocale(locale);
  // The arrival's tracking is remembered for sign-up, as the shell's boot does.
  const arrival = preview ? null : trackingFromQuery(search);
  if (arrival) leanStorage.setTracking(arrival);
  const tracking = preview ? null : (arrival ?? leanStorage.getTracking());

  // Everything at once: the lander's data does not wait for React, texts or settings.
  const query = landerQuery(route, { ...tracking });
  const http = preview ? previewHttp(preview) : leanHttp;
  let prefetched: Promise<unknown> | null = preview ? null : leanHttp.get('/api/lander.php', { query });
  prefetched?.catch(() => undefined);
  if (route.kind === 'family') loadFamily(route.family).catch(() => undefined);
  if (route.kind === 'member') loadMemberLanding().catch(() => undefined);
  const [settings, messages, previewed, mode] = await Promise.all([
    loadSettings(search.get('domain')),
    loadTranslations(locale).catch(() => ({})),
    preview,
    previewMode,
  ]);
  if (settings?.index_title && route.kind === 'home') document.title = settings.index_title;

  const env: LanderEnv = {
    t: createTranslate(messages),
    language: locale,
    http,
    navigate: (href) => window.location.assign(href),
    settings,
    tracking,
    takePrefetched: (asked) => {
      const match = prefetched && JSON.stringify(asked) === JSON.stringify(query) ? prefetched : null;
      prefetched = null;
      return match;
    },
  };
  const content =
    mode && previewed && previewed.status !== 'ready' ? (
      <mode.LeanPreviewNotice outcome={previewed.status} />
    ) : (
      <>
        {mode ? <mode.PreviewBanner role="status">{env.t('preview.banner')}</mode.PreviewBanner> : null}
        <Content route={route} />
      </>
    );
  createRoot(root, { identifierPrefix: 'lander-' }).render(
    <ThemeProvider theme={theme as DefaultTheme}>
      <GlobalStyle />
      <LanderEnvContext.Provider value={env}>
        <LeanLayout home={route.kind === 'home'}>{content}</LeanLayout>
      </LanderEnvContext.Provider>
    </ThemeProvider>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
