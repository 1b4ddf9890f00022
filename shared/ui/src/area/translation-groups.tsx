import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './PageLoading.js';

type Texts = Record<string, unknown>;

export interface TranslationGroupsOptions<Group extends string> {
  /** The area's i18next namespace; every group's texts merge into it. */
  namespace: string;
  /** The groups every page of the area needs, loaded when the area mounts. */
  core: readonly Group[];
  /** One group's texts in one language (a chunk per group and language). */
  load: (group: Group, locale: string) => Promise<Texts>;
}

export interface TranslationGroups<Group extends string> {
  /** The area's loader for `createAreaApp`: the core groups and every group a page has needed so far. */
  loadTranslations: (locale: string) => Promise<Texts>;
  /** Starts loading a group's texts in the language last loaded, e.g. beside its page chunk. */
  prefetch: (group: Group) => void;
  /** Renders its children once `group`'s texts are loaded for the current language. */
  TranslationGroup: (props: { group: Group; children: ReactNode }) => ReactNode;
}

/**
 * An area's translations in groups (one JSON chunk per group and language): the core
 * groups load with the area, a page group's texts with its first page, so the login page does not
 * download the sign-up and settings texts. A group once needed stays needed: a language change
 * reloads it with the core groups, before anything re-renders (the platform's i18n backend).
 */
export function createTranslationGroups<Group extends string>({
  namespace,
  core,
  load,
}: TranslationGroupsOptions<Group>): TranslationGroups<Group> {
  const needed = new Set<Group>(core);
  const requests = new Map<string, Promise<Texts>>();
  /** Groups whose texts are in the i18n store, per language. */
  const added = new Map<string, Set<Group>>();
  let lastLocale: string | null = null;

  const markAdded = (groups: Iterable<Group>, locale: string) => {
    const set = added.get(locale) ?? new Set<Group>();
    for (const group of groups) set.add(group);
    added.set(locale, set);
  };
  const request = (group: Group, locale: string): Promise<Texts> => {
    const key = `${group}/${locale}`;
    let pending = requests.get(key);
    if (!pending) {
      pending = load(group, locale);
      // A failed chunk may be asked for again (a flaky network), not remembered as failed.
      pending.catch(() => requests.delete(key));
      requests.set(key, pending);
    }
    return pending;
  };
  // The platform's loader: it adds what this returns to the store itself.
  const loadGroups = async (groups: Group[], locale: string): Promise<Texts> => {
    lastLocale = locale;
    const texts = await Promise.all(groups.map((group) => request(group, locale)));
    markAdded(groups, locale);
    return Object.assign({}, ...texts) as Texts;
  };

  function TranslationGroup({ group, children }: { group: Group; children: ReactNode }) {
    const { i18n } = useTranslation(namespace);
    const language = i18n.language;
    const key = `${group}/${language}`;
    const ready = Boolean(added.get(language)?.has(group));
    const [, setAddedKey] = useState<string | null>(null);
    const [failedKey, setFailedKey] = useState<string | null>(null);
    useEffect(() => {
      if (ready) return undefined;
      let active = true;
      needed.add(group);
      request(group, language).then(
        (texts) => {
          i18n.addResourceBundle(language, namespace, texts, true, true);
          markAdded([group], language);
          if (active) setAddedKey(key);
        },
        () => {
          if (active) setFailedKey(key);
        },
      );
      return () => {
        active = false;
      };
    }, [group, i18n, key, language, ready]);
    // A group that failed to load still shows its page: i18next falls back where it can.
    return ready || failedKey === key ? children : <PageLoading />;
  }

  return {
    loadTranslations: (locale) => loadGroups([...needed], locale),
    prefetch: (group) => {
      if (lastLocale) void request(group, lastLocale).catch(() => undefined);
    },
    TranslationGroup,
  };
}
