import type { QueryClient } from '@tanstack/query-core';
import type { i18n as I18n } from 'i18next';
import type { SiteSettings } from './api/settings.js';
import type { User } from './api/user.js';
import type { TrackingParams } from './tracking.js';
import type { RealtimeClient } from './api/realtime.js';
import type { RemoteName } from './routes.js';

/**
 * The contract between the shell and every remote. The shell creates these instances once and
 * passes them as parcel props, because React contexts do not cross parcel roots.
 */

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

/**
 * Framework-free session store (zustand vanilla API shape) and the only writer of the current
 * user: it keeps the `['user']` query in step both ways (ADR 0010). Read it with `useSession`
 * from `@amora/ui`; never write the `['user']` query data directly.
 */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
  /** The member as the server answered (login, refresh, a save that returns the user); null: logged out. */
  setUser(user: User | null): void;
  /** Clears the session locally (after logout or a 403 authentication_required). */
  clear(): void;
}

export interface HttpRequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpClient {
  get<T>(path: string, options?: HttpRequestOptions): Promise<T>;
  post<T>(path: string, options?: HttpRequestOptions): Promise<T>;
  put<T>(path: string, options?: HttpRequestOptions): Promise<T>;
  delete<T>(path: string, options?: HttpRequestOptions): Promise<T>;
  /**
   * A multipart POST that reports how much was sent, which fetch cannot (a 10 MB photo from a
   * phone). Never retried, like every POST; failures and the 403 rule as for the other calls.
   */
  upload<T>(path: string, options: HttpUploadOptions): Promise<T>;
}

export interface HttpUploadOptions {
  body: FormData;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface PlatformEvents {
  'session:login': { user: User };
  'session:logout': { reason: 'user' | 'authentication_required' };
  'locale:changed': { locale: string };
  /** Opens the shell's signup modal (optionally for a target profile). */
  'signup:start': { targetProfileId?: number };
  /** The signup flow in the modal finished: the shell closes the modal. */
  'signup:complete': Record<string, never>;
  /** The signup modal was closed (by the member or the flow, e.g. "log in instead"). */
  'signup:closed': Record<string, never>;
  /** The signup flow is busy: the modal must not close by backdrop or Escape meanwhile. */
  'signup:busy': { busy: boolean };
}

export interface EventBus {
  emit<K extends keyof PlatformEvents>(event: K, payload: PlatformEvents[K]): void;
  on<K extends keyof PlatformEvents>(event: K, handler: (payload: PlatformEvents[K]) => void): () => void;
}

/** Browser state that outlives the page, behind one validated schema (no raw localStorage in areas). */
export interface PersistedState {
  getDismissedAt(key: string): number | null;
  dismiss(key: string, at?: number): void;
  /** Tracking parameters captured on arrival (sent with the sign-up); null when none. */
  getTracking(): TrackingParams | null;
  setTracking(params: TrackingParams): void;
  /**
   * Messages of one conversation that could not be paid for, kept on this device until the member
   * sends them (with the same client id) or discards them. `chat` names the conversation the way
   * the chat area does (`c<conversation id>`, or `p<profile id>` before there is one). Kept per
   * member: another member on the same device never sees them, and keeping for one member drops
   * whatever another member left.
   */
  getKeptMessages(member: number, chat: string): KeptChatMessage[];
  /** Replaces the kept messages of `chat`; an empty list forgets the conversation. */
  setKeptMessages(member: number, chat: string, messages: KeptChatMessage[]): void;
  /** The chat `member` left to buy credits (a chat route), with when; null when none. */
  getReturnChat(member: number): { path: string; at: number } | null;
  setReturnChat(member: number, path: string | null, at?: number): void;
}

/** A text or gift message that the member's credits did not cover: sent later, never twice. */
export interface KeptChatMessage {
  /** The id the first attempt was sent with: the server's replay protection keys on it. */
  client_id: string;
  type: 'text' | 'gift';
  text: string | null;
  gift_id: string | null;
  /** When the member first pressed send (ISO 8601). */
  created_at: string;
}

/** Keys of dismissal timestamps in the persisted state. */
export const DISMISSAL_KEYS = {
  entryWarning: 'entry-warning',
  enrichProfile: 'enrich-profile',
  pushNotification: 'push-notification',
  disabledNotifications: 'disabled-notifications',
  timeBonusModal: 'time-bonus-modal',
} as const;

/**
 * This device's web push (ADR 0021). `unknown` until the browser answered;
 * `unsupported` where the browser or the site (no push key) cannot push; `denied` when the member
 * blocked notifications for the site in the browser.
 */
export type PushStatus = 'unknown' | 'unsupported' | 'denied' | 'unsubscribed' | 'subscribed';

export interface PushState {
  status: PushStatus;
  /** A subscribe or unsubscribe is under way. */
  busy: boolean;
}

export interface PushClient {
  getState(): PushState;
  /**
   * The first read of this device's state from the browser; never rejects. The shell's first
   * render waits for it (briefly), so the push invitation is there in the first paint instead of
   * pushing the page down after it (ADR 0060).
   */
  ready: Promise<PushState>;
  /** Called on every change; returns the unsubscribe function. */
  onChange(listener: (state: PushState) => void): () => void;
  /**
   * Asks the browser's permission, registers `/sw-push.js`, subscribes with the site's key and
   * stores the subscription at the server. Resolves with the new state; never rejects.
   */
  subscribe(): Promise<PushState>;
  /**
   * Forgets this device's subscription at the server and in the browser, then reloads the user
   * (its `push_subscribed`) unless `reloadUser` is false: a logout has no user left to reload.
   * Never rejects.
   */
  unsubscribe(options?: { reloadUser?: boolean }): Promise<PushState>;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface PlatformProps {
  queryClient: QueryClient;
  i18n: I18n;
  session: SessionStore;
  http: HttpClient;
  events: EventBus;
  /** The page's realtime connection (ADR 0018); started while a member is logged in. */
  realtime: RealtimeClient;
  /** This device's web push state and the actions that change it. */
  push: PushClient;
  /** Whether the page runs as the installed web app (standalone display mode). */
  isInstalledApp(): boolean;
  persisted: PersistedState;
  /** The design-system theme object; remotes re-provide it with their own ThemeProvider. */
  theme: object;
  /** The shell's router: the only way to reach another area's route. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Registers the translations of one namespace; loaded for the current and every later language. */
  registerTranslations(
    namespace: string,
    load: (locale: string) => Promise<Record<string, unknown>>,
  ): Promise<void>;
  getSettings(): SiteSettings | null;
}

/** Props the shell passes to `mount` and `update` of every remote's `./app`. */
export interface RemoteParcelProps {
  name: RemoteName;
  /** Router basename the remote mounts its own router under. */
  basename: string;
  platform: PlatformProps;
}

type Lifecycle<P> = (props: P) => Promise<unknown>;

/** What the shell tells an area it is about to mount (ADR 0052). */
export interface RemotePrefetchProps {
  platform: PlatformProps;
  /** The page's path and query string, as the area's router will see them. */
  location: { pathname: string; search: string };
}

/** What a remote's `./app` must export: single-spa parcel lifecycles. */
export interface RemoteAppModule<P = RemoteParcelProps> {
  bootstrap: Lifecycle<P> | Array<Lifecycle<P>>;
  mount: Lifecycle<P> | Array<Lifecycle<P>>;
  unmount: Lifecycle<P> | Array<Lifecycle<P>>;
  update?: Lifecycle<P> | Array<Lifecycle<P>>;
  /**
   * Starts the downloads the first render of `location` will wait for (the area's texts, its first
   * data), while the shell still renders its own frame. Never throws and never renders; the shell
   * calls it at most once per page load, before `mount`, and mounts whether or not it was called.
   */
  prefetch?(props: RemotePrefetchProps): void;
}

export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  const isLifecycle = (fn: unknown) =>
    typeof fn === 'function' || (Array.isArray(fn) && fn.every((f) => typeof f === 'function'));
  return isLifecycle(candidate.bootstrap) && isLifecycle(candidate.mount) && isLifecycle(candidate.unmount);
}

/**
 * `mf_account/widgets/signup`: the sign-up flow as a React component the shell renders inside its
 * signup modal (react is a shared singleton, so the component runs in the shell's tree). It
 * provides its own contexts from `platform` and talks back through the event bus:
 * `signup:busy` while a request runs, `signup:complete` when done, `signup:closed` for "log in instead".
 */
export interface SignupWidgetProps {
  platform: PlatformProps;
  /** Sign-up from a member's profile: that member becomes the first contact. */
  targetProfileId?: number;
}

export interface SignupWidgetModule {
  SignupWidget: (props: SignupWidgetProps) => unknown;
}
