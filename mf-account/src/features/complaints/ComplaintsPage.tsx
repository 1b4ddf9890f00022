import { Alert, PageCard, PageIntro } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ComplaintForm } from './ComplaintForm';

/** `/complaints`: open to everyone; a member's name and address are filled in. */
export function ComplaintsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [reference, setReference] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reference) confirmationRef.current?.focus();
  }, [reference]);

  return (
    <PageCard width="lg" aria-labelledby="complaints-title">
      <h1 id="complaints-title">{t('complaints.title')}</h1>
      {reference ? (
        <div ref={confirmationRef} tabIndex={-1}>
          <Alert tone="success">{t('complaints.sent', { reference })}</Alert>
        </div>
      ) : (
        <>
          <PageIntro>{t('complaints.intro')}</PageIntro>
          <ComplaintForm onSent={setReference} />
        </>
      )}
    </PageCard>
  );
}
