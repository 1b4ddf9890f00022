import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner.js';

/** A chunk that arrives sooner than this shows no spinner at all: a flash would only distract. */
const SPINNER_DELAY_MS = 300;

/**
 * Shown while a page's chunk or texts load on the first visit (an area's `lazyPage` routes and
 * translation groups). The label is the shell's, always loaded.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <Spinner label={t('common.loading')} block /> : null;
}
