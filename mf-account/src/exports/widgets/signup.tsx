import { paths, type SignupWidgetProps } from '@amora/contracts';
import { Button, PlatformContext, Spinner, usePlatform, useRegisteredTranslations } from '@amora/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled, { ThemeProvider, type DefaultTheme } from 'styled-components';
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

/**
 * `./widgets/signup`: the sign-up form inside the shell's signup modal. It renders in the shell's
 * React tree, so it provides its own contexts from `platform` (the platform, the query client,
 * i18n and the theme); the account translations are registered before the form shows.
 */
export function SignupWidget({ platform, targetProfileId }: SignupWidgetProps) {
  const ready = useRegisteredTranslations(platform, NAMESPACE, loadTranslations);
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n}>
          <ThemeProvider theme={platform.theme as DefaultTheme}>
            {ready ? (
              <TranslationGroup group="signup">
                <SignupWidgetBody targetProfileId={targetProfileId} />
              </TranslationGroup>
            ) : (
              <Spinner label={platform.i18n.t('common.loading', { ns: 'common' })} block />
            )}
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
