import { Alert, Button, usePlatform } from '@amora/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A banner's sentence, above its link or buttons. */
export const BannerText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/**
 * When the member last dismissed something (a banner, the entry warning), kept in the platform's
 * persisted store so it stays away on later visits, and how to dismiss it now.
 */
export function useStoredDismissal(key: string) {
  const { persisted } = usePlatform();
  const [dismissedAt, setDismissedAt] = useState(() => persisted.getDismissedAt(key));
  const dismiss = () => {
    const at = Date.now();
    persisted.dismiss(key, at);
    setDismissedAt(at);
  };
  return { dismissedAt, dismiss };
}

/** A banner with its Dismiss button (named `dismissLabel` for screen readers where given). */
export function DismissibleAlert({
  tone = 'info',
  dismissLabel,
  onDismiss,
  children,
}: {
  tone?: 'info' | 'warning';
  dismissLabel?: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      tone={tone}
      action={
        <Button variant="ghost" onClick={onDismiss} aria-label={dismissLabel}>
          {t('common.dismiss')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
