import { Alert, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';

/**
 * A staging deployment runs the sandbox payment provider: its Pay button moves no money. Every
 * page says so, for visitors and members alike, and it cannot be dismissed.
 */
export function TestPaymentsBanner() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  if (platform.getSettings()?.test_payments !== true) return null;
  return <Alert tone="warning">{t('testPayments.message')}</Alert>;
}
