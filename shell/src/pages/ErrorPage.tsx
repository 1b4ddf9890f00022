import { paths } from '@amora/contracts/plain';
import { ErrorPanel } from '@amora/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ErrorPageContentProps {
  status: number;
  message?: string;
}

/** The spec's error page: 404 'This page could not be found' with a way home; otherwise the message or 'Error' (status 500). */
export function ErrorPageContent({ status, message }: ErrorPageContentProps) {
  const { t } = useTranslation('common');
  if (status === 404) {
    return (
      <ErrorPanel
        title={t('errorPage.notFound')}
        message={t('errorPage.status', { status })}
        actions={<Link to={paths.home()}>{t('errorPage.backHome')}</Link>}
      />
    );
  }
  return (
    <ErrorPanel
      title={message || t('errorPage.error')}
      message={t('errorPage.status', { status })}
      actions={<Link to={paths.home()}>{t('errorPage.backHome')}</Link>}
    />
  );
}

/** The page for a render error in the shell's pages: status 500 with the error's message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const message = error instanceof Error ? error.message : undefined;
  return (
    <ErrorPageGuard fallbackText={t('errorPage.failed')} homeText={t('errorPage.backHome')}>
      <ErrorPageContent status={500} message={message} />
    </ErrorPageGuard>
  );
}

/**
 * Last line of defence: if the error page itself fails, a plain message with a link home (plain
 * HTML, because whatever broke may be the theme or a component). Its texts are resolved up front.
 */
export interface ErrorPageGuardProps {
  children: ReactNode;
  fallbackText: string;
  homeText: string;
}

export class ErrorPageGuard extends Component<ErrorPageGuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
        <p>{this.props.fallbackText}</p>
        <a href="/">{this.props.homeText}</a>
      </div>
    );
  }
}
