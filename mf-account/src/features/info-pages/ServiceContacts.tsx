import { paths, supportPhoneHref } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
  span {
    min-width: 8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    font-weight: 600;
  }
`;

export interface ServiceContactsProps {
  phone: string | undefined;
  email: string | undefined;
}

/** The ways to reach customer service: call (tel: link), write, or file a complaint. */
export function ServiceContacts({ phone, email }: ServiceContactsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="info-contact">
      <h2 id="info-contact">{t('info.service.contactTitle')}</h2>
      <List>
        {phone ? (
          <li>
            <span>{t('info.service.phone')}</span>
            {/* Dialled without dashes and spaces, shown as the site writes it. */}
            <a href={supportPhoneHref(phone)}>{phone}</a>
          </li>
        ) : null}
        {email ? (
          <li>
            <span>{t('info.service.email')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        <li>
          <span>{t('info.service.complaints')}</span>
          <Link to={paths.complaints()}>{t('info.service.complaintsLink')}</Link>
        </li>
      </List>
    </section>
  );
}
