import type { Locale } from '@amora/contracts';
// The texts are data, one JSON file per language like the UI locales (catalogue/<lang>.json); the
// build copies them beside the compiled code, so `npm start` and the tests read the same files.
import da from './catalogue/da.json' with { type: 'json' };
import de from './catalogue/de.json' with { type: 'json' };
import en from './catalogue/en.json' with { type: 'json' };
import es from './catalogue/es.json' with { type: 'json' };
import fi from './catalogue/fi.json' with { type: 'json' };
import fr from './catalogue/fr.json' with { type: 'json' };
import it from './catalogue/it.json' with { type: 'json' };
import nb from './catalogue/nb.json' with { type: 'json' };
import nl from './catalogue/nl.json' with { type: 'json' };
import pl from './catalogue/pl.json' with { type: 'json' };
import sv from './catalogue/sv.json' with { type: 'json' };

/**
 * A key of the e-mail texts. `{{name}}`-style placeholders are filled and HTML-escaped by the
 * renderer. English is the source: a key missing from another language fails typecheck here, and
 * `npm run i18n:check` also reports extra keys and placeholders that differ from the English.
 */
export type MailKey = keyof typeof en;
export type MailCatalogue = Record<MailKey, string>;

/** Every e-mail catalogue; the server holds them all (they are small). */
export const MAIL_CATALOGUES: Record<Locale, MailCatalogue> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };
