import type { Locale } from '@amora/contracts';
import da from './catalogue/da.js';
import de from './catalogue/de.js';
import en, { type MailCatalogue } from './catalogue/en.js';
import es from './catalogue/es.js';
import fi from './catalogue/fi.js';
import fr from './catalogue/fr.js';
import it from './catalogue/it.js';
import nb from './catalogue/nb.js';
import nl from './catalogue/nl.js';
import pl from './catalogue/pl.js';
import sv from './catalogue/sv.js';

export type { MailCatalogue, MailKey } from './catalogue/en.js';

/** Every e-mail catalogue; the server holds them all (they are small). */
export const MAIL_CATALOGUES: Record<Locale, MailCatalogue> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };
