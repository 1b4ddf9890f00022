import { paths, type SignupWidgetProps } from '@amora/contracts';
import { Button, Spinner, createAreaWidget, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SignupForm } from '../../features/signup/SignupForm';
import { NAMESPACE, TranslationGroup, loadTranslations } from '../../i18n';

const Body = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(3)};
`;

function SignupWidgetBody({ targetProfileId }: Pick<SignupWidgetProps, 'targetProfileId'>) {
  const { t } = useTranslation(NAMESPACE);
  const { events, navigate } = usePlatform();
  const close = () => events.emit('signup:closed', {});
  return (
    <Body>
      <h2>{t('signup.widgetTitle')}</h2>
      <p>{t('signup.widgetIntro')}</p>
      <SignupForm compact targetProfileId={targetProfileId} onNavigateAway={close} />
      <Footer>
        <Button
          variant="ghost"
          onClick={() => {
            close();
            navigate(paths.login());
          }}
        >
          {t('signup.loginInstead')}
        </Button>
      </Footer>
    </Body>
  );
}

const AccountWidget = createAreaWidget(NAMESPACE, loadTranslations);

/**
 * `./widgets/signup`: the sign-up form inside the shell's signup modal, in the shell's React tree;
 * a spinner shows until the account texts are in.
 */
export function SignupWidget({ platform, targetProfileId }: SignupWidgetProps) {
  return (
    <AccountWidget
      platform={platform}
      loading={<Spinner label={platform.i18n.t('common.loading', { ns: 'common' })} block />}
    >
      <TranslationGroup group="signup">
        <SignupWidgetBody targetProfileId={targetProfileId} />
      </TranslationGroup>
    </AccountWidget>
  );
}
