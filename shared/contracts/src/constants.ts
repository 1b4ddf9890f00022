/**
 * Business constants and limits from the product spec (section 9), named with their units so a
 * reader never has to guess whether a number means seconds or milliseconds.
 */

/** User (and chat) refresh interval while the member has no push subscription. */
export const USER_REFRESH_MS = 60_000;
/** User refresh interval once push is subscribed: push delivers news, polling is the safety net. */
export const USER_REFRESH_PUSH_MS = 300_000;
/** The first refresh starts this long after the shell mounts. */
export const USER_REFRESH_START_DELAY_MS = 5_000;

/** After a chunk-load failure the page reloads once, and not again within this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Failed idempotent requests are retried this many times with exponential delay. */
export const HTTP_RETRY_COUNT = 5;
/** First retry delay; each further retry doubles it (250, 500, 1000, 2000, 4000 ms). */
export const HTTP_RETRY_BASE_DELAY_MS = 250;

export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** The spec's auth cookie: prefix `auth`, 30 days. */
export const AUTH_COOKIE_NAME = 'auth._token';
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;

/** Client cache lifetime of a geocode answer (spec: geolocation cache 1 hour). */
export const GEOCODE_CACHE_MS = 3_600_000;

/** Badges show "99+" above this number. */
export const BADGE_CAP = 99;

/**
 * Login throttling (OWASP Authentication Cheat Sheet): failures are counted in a sliding window;
 * reaching a limit blocks further attempts for LOGIN_LOCKOUT_MINUTES. The tight limit is per
 * account and address, so a stranger's guesses do not lock the member out from their own device;
 * the whole account locks only once failures come from many addresses (a distributed attack).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LOCKOUT_MINUTES = 15;
/** Failures for one account from one address. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Distinct addresses with failures for one account before it locks from everywhere. */
export const LOGIN_MAX_ADDRESSES_PER_ACCOUNT = 10;
/** Failures from one address, whichever accounts. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;

/** Field limits shared by forms and the server. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_MIN_LENGTH = 6;

/** Request bodies larger than this are refused before parsing (photos use their own limit). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** The registry and remote manifests must answer within this time or the shell falls back. */
export const REGISTRY_FETCH_TIMEOUT_MS = 4_000;

/** Minimum member age when a site sets none. */
export const DEFAULT_MIN_AGE = 18;
export const NAME_MAX_LENGTH = 40;
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;
export const ABOUT_ME_MAX_LENGTH = 2_000;
export const COMPLAINT_MESSAGE_MIN_LENGTH = 10;
export const COMPLAINT_MESSAGE_MAX_LENGTH = 5_000;

/** A pending deletion can be undone by an e-mail link for this long; then the data is purged. */
export const REACTIVATION_DAYS = 14;
/** Lifetime of the single-use links in e-mails. */
export const ACTIVATION_TOKEN_TTL_HOURS = 72;
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 60;
export const MAIL_CHANGE_TOKEN_TTL_HOURS = 24;
/** Password reset e-mails per address per day ('please try again tomorrow' after that). */
export const PASSWORD_RESET_MAX_PER_DAY = 3;
/** Activation e-mail resends per member: at most one a minute, a few a day. */
export const ACTIVATION_RESEND_MIN_INTERVAL_SECONDS = 60;
export const ACTIVATION_RESEND_MAX_PER_DAY = 5;
/** Sign-ups per client address per hour. */
export const SIGNUP_MAX_PER_ADDRESS_PER_HOUR = 10;

/** The sign-up completion steps 0-4 (push, photo, location, personal info, about me), then done. */
export const SIGNUP_STEPS = ['push', 'photo', 'location', 'personal', 'about'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** On the chat, lander and empty layouts the entry warning shows only to visitors from these countries. */
export const ENTRY_WARNING_STRICT_COUNTRIES = ['NL', 'DE'] as const;
/** The terms are dated at least this; a company added later dates them by its own `added`. */
export const TERMS_MIN_VERSION_DATE = '2023-12-01T12:00:00Z';
/** Seconds the partner-redirect page counts down after an account deletion. */
export const DELETION_REDIRECT_SECONDS = 10;

/**
 * The shell build's record of each language's first-screen chunks, beside its files: written by
 * shell/build/language-chunks-plugin.mjs, read by the server for the HTML's preloads (ADR 0053).
 */
export const SHELL_LANGUAGE_CHUNKS_FILE = 'language-chunks.json';
