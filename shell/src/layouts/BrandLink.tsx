import { paths } from '@amora/contracts/plain';
import { brandNameStyles, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Brand = styled(Link)`
  ${brandNameStyles}
`;

/** The site's name as the logo, linking home; the full name stays its title and accessible name. */
export function BrandLink() {
  const { t } = useTranslation('common');
  const siteName = usePlatform().getSettings()?.name ?? t('brand.name');
  return (
    <Brand to={paths.home()} title={siteName}>
      {siteName}
    </Brand>
  );
}
