import {
  DirectDebitMandateRequestSchema,
  MESSAGES_NAMESPACE,
  type DirectDebitMandateRequest,
  type DirectDebitState,
} from '@amora/contracts';
import {
  FieldGrid,
  Fieldset,
  FormStatus,
  SubmitButton,
  TextField,
  useContractForm,
  usePlatform,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { useStoreMandate } from '../../api/direct-debit';
import { AuthorizationField } from './AuthorizationField';
import { formatIbanInput, ibanComplete, ibanProblem } from './iban-input';
import { SmsCodeFields } from './SmsCodeFields';

interface MandateValues {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
  sms_code: string;
  authorization: boolean;
}

const EMPTY: MandateValues = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
  sms_code: '',
  authorization: false,
};

export interface DirectDebitFormProps {
  /** The form continues to a payment: its button says so. */
  paysAfter: boolean;
  /** After the server stored the mandate. */
  onStored: (state: DirectDebitState) => void;
}

/**
 * The mandate: account holder, IBAN (grouped as typed and checked with ibantools before it is
 * sent), the holder's address, the mobile number with its SMS code, and the authorization.
 */
export function DirectDebitForm({ paysAfter, onStored }: DirectDebitFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const site = usePlatform().getSettings()?.name ?? '';
  const form = useContractForm<MandateValues, DirectDebitMandateRequest, DirectDebitState>(
    DirectDebitMandateRequestSchema,
    useStoreMandate(),
    {
      initial: EMPTY,
      // The schema checks the IBAN's shape; its check digits and country are the library's.
      check: (body, translate) => {
        const problem = ibanProblem(body.iban);
        return problem ? { iban: translate(problem) } : {};
      },
      onSuccess: (state) => onStored(state),
      // A refused code belongs under the code field, once, not above the form as well.
      problemField: (code) => (code?.startsWith('sms_code') ? 'sms_code' : undefined),
      focusFirstError: true,
    },
  );

  // The live check once the IBAN is complete; not twice when the same words stand as its error.
  const iban = form.values.iban;
  const problem = ibanComplete(iban) ? ibanProblem(iban) : undefined;
  const liveHint =
    problem === undefined ? null : problem === null ? t('directDebit.ibanChecked') : tm(problem);
  const ibanHint = liveHint && liveHint !== form.error('iban') ? liveHint : t('directDebit.ibanHint');

  return (
    <form noValidate onSubmit={form.submit} ref={form.formRef}>
      <FormStatus form={form} />
      <TextField
        {...form.field('account_holder')}
        label={t('directDebit.accountHolder')}
        autoComplete="name"
      />
      <TextField
        {...form.field('iban')}
        onChange={(event) => form.setValue('iban', formatIbanInput(event.target.value))}
        label={t('directDebit.iban')}
        hint={ibanHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
      />
      <Fieldset>
        <legend>{t('directDebit.addressLegend')}</legend>
        <FieldGrid>
          <TextField {...form.field('street')} label={t('directDebit.street')} autoComplete="address-line1" />
          <TextField {...form.field('house_number')} label={t('directDebit.houseNumber')} />
          <TextField
            {...form.field('postal_code')}
            label={t('directDebit.postalCode')}
            autoComplete="postal-code"
          />
          <TextField {...form.field('city')} label={t('directDebit.city')} autoComplete="address-level2" />
        </FieldGrid>
      </Fieldset>
      <SmsCodeFields mobile={form.field('mobile')} code={form.field('sms_code')} />
      <AuthorizationField
        checked={form.values.authorization}
        onChange={(checked) => form.setValue('authorization', checked)}
        error={form.error('authorization')}
        site={site}
      />
      <SubmitButton
        form={form}
        label={paysAfter ? t('directDebit.submitPay') : t('directDebit.submit')}
        busyLabel={t('directDebit.saving')}
        fullWidth
      />
    </form>
  );
}
