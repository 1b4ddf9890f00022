import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SignupTargetResponse } from '../../api/signup';
import { NAMESPACE } from '../../i18n';

const Card = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Photo = styled.img`
  width: 72px;
  height: 72px;
  flex: none;
  object-fit: cover;
  border-radius: 50%;
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 600;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface TargetProfileCardProps {
  profile: SignupTargetResponse['profile'];
}

/** The member a visitor signs up to contact: photo (or initial) and name. */
export function TargetProfileCard({ profile }: TargetProfileCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const image = profile.main_image?.match;
  return (
    <Card>
      {image ? (
        <Photo src={image} alt={t('signup.targetPhotoAlt', { name: profile.name })} />
      ) : (
        <Initial aria-hidden="true">{profile.name.slice(0, 1).toUpperCase()}</Initial>
      )}
      <Caption>
        <strong>{profile.name}</strong>
        <span>{profile.age ? t('signup.targetAge', { age: profile.age }) : t('signup.targetWaiting')}</span>
      </Caption>
    </Card>
  );
}
