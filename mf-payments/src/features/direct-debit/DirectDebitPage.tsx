import { BUNDLE_IDS, type BundleId, type DirectDebitState } from '@amora/contracts';
import {
  Alert,
  Button,
  ButtonRow,
  MutedText,
  PageIntro,
  PageSection,
  QueryProblem,
  Spinner,
  useApiProblem,
  useRequireMember,
} from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { usePay } from '../checkout/usePay';
import { paymentPaths } from '../shared/payment-paths';
import { Card, Page } from '../shared/Page';
import { useDirectDebitState } from '../../api/direct-debit';
import { CurrentMandate } from './CurrentMandate';
import { DirectDebitForm } from './DirectDebitForm';

const isBundle = (id: string | null): id is BundleId => (BUNDLE_IDS as readonly string[]).includes(id ?? '');

/**
 * `/directdebit`: the member's SEPA mandate. Opened from the payment page (`?bundle=p1`, with the
 * payment country and discount code when chosen) it goes on to create the payment once a mandate
 * is stored, or at once with the mandate already on file.
 */
export function DirectDebitPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { status } = useRequireMember();
  const [params] = useSearchParams();
  const bundleParam = params.get('bundle');
  const bundle = isBundle(bundleParam) ? bundleParam : null;
  const state = useDirectDebitState(status === 'authenticated');
  const payment = usePay();
  const payProblem = useApiProblem(payment.error);
  const [replacing, setReplacing] = useState(false);
  const [stored, setStored] = useState(false);

  const pay = () => {
    if (!bundle) return;
    payment.pay({
      bundle,
      method: 'directdebit',
      country: params.get('country'),
      discountCode: params.get('code'),
      mandateOnFile: true,
    });
  };
  const onStored = (next: DirectDebitState) => {
    setReplacing(false);
    setStored(true);
    if (bundle && next.mandate && !next.blocked) pay();
  };

  if (status !== 'authenticated' || state.isPending)
    return <Spinner label={t('directDebit.loading')} block />;
  if (!state.data)
    return (
      <QueryProblem
        level={1}
        query={state}
        title={t('directDebit.loadError')}
        retryLabel={t('action.retry')}
      />
    );

  const { mandate, blocked, limit_left: limitLeft, currency } = state.data;
  const otherMethods = (
    <Link to={bundle ? paymentPaths.method(bundle) : paymentPaths.credits()}>
      {t('directDebit.otherMethods')}
    </Link>
  );
  const showForm = !blocked && (!mandate || replacing);

  return (
    <Page $maxWidth={640} aria-labelledby="direct-debit-title">
      <h1 id="direct-debit-title">{t('directDebit.title')}</h1>
      <PageIntro>{t('directDebit.intro')}</PageIntro>
      {blocked ? (
        <Alert tone="danger">
          {t('directDebit.blocked')} {otherMethods}
        </Alert>
      ) : (
        <MutedText>
          {t('directDebit.limitLeft', { amount: formatMoney(limitLeft, currency, i18n.language) })}
        </MutedText>
      )}
      {stored && !payment.busy && !payProblem ? <Alert tone="success">{t('directDebit.saved')}</Alert> : null}
      {payment.busy ? <Spinner label={t('directDebit.paying')} block /> : null}
      {payProblem ? (
        <Alert tone="danger">
          {payProblem.message} {otherMethods}
        </Alert>
      ) : null}

      {mandate ? (
        <Card as="section" aria-labelledby="direct-debit-current">
          <h2 id="direct-debit-current">{t('directDebit.currentTitle')}</h2>
          <CurrentMandate mandate={mandate} />
          <ButtonRow>
            {bundle && !blocked ? (
              <Button onClick={pay} busy={payment.busy}>
                {t('directDebit.payWithCurrent')}
              </Button>
            ) : null}
            {!blocked && !replacing ? (
              <Button variant="ghost" onClick={() => setReplacing(true)}>
                {t('directDebit.replace')}
              </Button>
            ) : null}
          </ButtonRow>
        </Card>
      ) : null}

      {showForm ? (
        <PageSection aria-labelledby="direct-debit-form">
          <h2 id="direct-debit-form">
            {mandate ? t('directDebit.replaceTitle') : t('directDebit.formTitle')}
          </h2>
          <DirectDebitForm paysAfter={Boolean(bundle)} onStored={onStored} />
        </PageSection>
      ) : null}
    </Page>
  );
}
