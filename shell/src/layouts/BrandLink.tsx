import { paths } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePlatform } from '../platform/PlatformContext';

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
`;

/** The site's name as the logo, linking home. */
export function BrandLink() {
  const { t } = useTranslation('common');
  const siteName = usePlatform().getSettings()?.name ?? t('brand.name');
  return <Brand to={paths.home()}>{siteName}</Brand>;
}
