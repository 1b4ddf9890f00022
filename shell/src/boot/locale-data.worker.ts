/**
 * A dedicated worker that loads the browser's locale data for the page's language, so the main
 * thread does not (ADR 0057). The first `Intl` object of a page that needs a
 * language's data (its country names, number or date formats, collation) costs 15-25 ms on a
 * desktop and four times that on a slow phone; the browser keeps that data for the whole renderer
 * process, so once a worker has made these the main thread's first ones cost almost nothing. The
 * shell starts it at boot (`startLocaleDataWarmup`); it closes itself once done.
 *
 * Served as one plain script (`build/plain-script-plugin.mjs`): it imports nothing, and its
 * `export` is for the unit test only.
 */

/** Makes the `Intl` objects the pages use, for `language` with English as the fallback. */
export function warmLocaleData(language: string): void {
  const languages = [language, 'en'];
  new Intl.DisplayNames(languages, { type: 'region' }).of('NL');
  new Intl.NumberFormat(languages, { style: 'currency', currency: 'EUR' }).format(1234.5);
  new Intl.DateTimeFormat(languages, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.RelativeTimeFormat(languages).format(-1, 'day');
  new Intl.Collator(languages).compare('a', 'b');
  new Intl.PluralRules(languages).select(2);
}

// Only in a worker (not when the unit test imports this file into a page).
if (typeof self !== 'undefined' && 'importScripts' in self) {
  self.onmessage = (event: MessageEvent<unknown>) => {
    try {
      if (typeof event.data === 'string') warmLocaleData(event.data);
    } finally {
      self.close();
    }
  };
}
