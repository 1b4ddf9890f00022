import { paths } from '@amora/contracts/plain';
import { ErrorPanel, Modal, Spinner, usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loadSignupWidget } from '../federation/load-signup-widget';
import { useSignupModalState } from './useSignupModalState';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/**
 * The sign-up flow of the account area (`mf_account/widgets/signup`) in a modal, opened by
 * `signup:start` from anywhere. The widget is loaded on the first open; while it reports busy the
 * modal cannot be closed. If it cannot be loaded, the /signup page is offered instead.
 */
export function SignupModal() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const { pathname } = useLocation();
  const { state, close } = useSignupModalState(platform.events, pathname);
  const widget = useQuery({
    queryKey: ['shell', 'signup-widget'],
    queryFn: loadSignupWidget,
    enabled: state.open,
    // The federation runtime retries and falls back already; a failure is retried on the next open.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const closeByMember = () => {
    if (state.busy) return;
    close();
    platform.events.emit('signup:closed', {});
  };
  const unavailable = (
    <ErrorPanel
      level={2}
      title={t('signupModal.errorTitle')}
      message={t('signupModal.errorMessage')}
      actions={
        <Link to={paths.signup()} onClick={close}>
          {t('signupModal.goToSignup')}
        </Link>
      }
    />
  );

  let content = unavailable;
  if (widget.data) {
    const { SignupWidget } = widget.data;
    content = (
      <WidgetErrorBoundary
        key={state.session}
        fallback={unavailable}
        // A crashed flow cannot report it is done: unlock the modal so it can be closed.
        onError={() => platform.events.emit('signup:busy', { busy: false })}
      >
        <SignupWidget platform={platform} targetProfileId={state.targetProfileId} />
      </WidgetErrorBoundary>
    );
  } else if (widget.isPending || widget.isFetching) {
    content = <Spinner label={t('signupModal.loading')} block />;
  }

  return (
    <Modal
      open={state.open}
      size="lg"
      title={t('signupModal.title')}
      closeLabel={t('common.close')}
      dismissible={!state.busy}
      onClose={closeByMember}
    >
      {content}
    </Modal>
  );
}
