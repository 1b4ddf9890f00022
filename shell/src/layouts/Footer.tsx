import { DEFAULT_MIN_AGE, footerLinks, footerVariant, isUsFooter } from '@amora/contracts/plain';
import { SiteFooter, usePlatform, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The site footer in the spec's variants: logged-out, logged-in, the compact installed-app one,
 * and the US addition for English visitors in the US. Ends with the company line and, on the
 * web, the adults-only disclaimer.
 */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  const platform = usePlatform();
  const { status } = useSession();
  const settings = platform.getSettings();
  const variant = footerVariant({
    installedApp: platform.isInstalledApp(),
    loggedIn: status === 'authenticated',
  });
  const links = footerLinks(variant, isUsFooter(i18n.language, settings?.geoip_country));
  const site = settings?.name ?? t('brand.name');

  const lines = [t('footer.company', { site, year: new Date().getFullYear() })];
  if (variant !== 'app')
    lines.push(t('footer.disclaimer', { min_age: settings?.min_age ?? DEFAULT_MIN_AGE }));
  return (
    <SiteFooter
      variant={variant}
      label={t('footer.label')}
      links={links.map((link) => ({
        key: link.key,
        link: <Link to={link.to}>{t(`footer.${link.key}`)}</Link>,
      }))}
      lines={lines}
    />
  );
}
