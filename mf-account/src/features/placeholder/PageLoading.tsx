import { Spinner } from '@amora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** A chunk that arrives sooner than this shows no spinner at all: a flash would only distract. */
const SPINNER_DELAY_MS = 300;

/**
 * Shown while a page group's chunk loads on the first visit. A lazy route needs one: without a
 * `HydrateFallback` react-router 7 warns on every load that opens on such a route.
 */
export function PageLoading() {
  const { t } = useTranslation(NAMESPACE);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <Spinner label={t('area.loading')} block /> : null;
}
