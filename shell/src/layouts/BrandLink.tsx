import { paths } from '@amora/contracts/plain';
import { up, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

/**
 * One line whatever the site's name: on a narrow screen the name gives way (ellipsis) before the
 * buttons beside it do; the full name stays the link's title and accessible name.
 */
const Brand = styled(Link)`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
  ${up('sm')} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The site's name as the logo, linking home. */
export function BrandLink() {
  const { t } = useTranslation('common');
  const siteName = usePlatform().getSettings()?.name ?? t('brand.name');
  return (
    <Brand to={paths.home()} title={siteName}>
      {siteName}
    </Brand>
  );
}
