import { COOL_OFF_HOURS, SpendingControlsUpdateSchema, type SpendingControls } from '@amora/contracts';
import {
  Alert,
  FieldGrid,
  FormStatus,
  MutedText,
  PageSection,
  RetryButton,
  SelectField,
  Spinner,
  SubmitButton,
  SwitchField,
  TextField,
  useContractForm,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { useSpendingControls, useUpdateSpendingControls } from '../../api/spending-controls';

interface Values {
  daily_cap: string;
  monthly_cap: string;
  cool_off_hours: string;
  monthly_statement: boolean;
}

const valuesOf = (controls: SpendingControls): Values => ({
  daily_cap: controls.daily_cap === null ? '' : String(controls.daily_cap),
  monthly_cap: controls.monthly_cap === null ? '' : String(controls.monthly_cap),
  cool_off_hours: controls.cool_off_hours === null ? '' : String(controls.cool_off_hours),
  monthly_statement: controls.monthly_statement,
});

/** An empty cap field removes the cap; anything else goes to the server's schema as a number. */
const capOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

function ControlsForm({ controls }: { controls: SpendingControls }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(SpendingControlsUpdateSchema, useUpdateSpendingControls(), {
    initial: () => valuesOf(controls),
    toBody: (values) => ({
      daily_cap: capOf(values.daily_cap),
      monthly_cap: capOf(values.monthly_cap),
      cool_off_hours: values.cool_off_hours === '' ? null : Number(values.cool_off_hours),
      monthly_statement: values.monthly_statement,
    }),
  });
  const coolOffOptions = [
    { value: '', label: t('spendingControls.coolOffNone') },
    ...COOL_OFF_HOURS.map((hours) => ({
      value: String(hours),
      label: t('spendingControls.coolOffHours', { count: hours }),
    })),
  ];
  return (
    <form noValidate onSubmit={form.submit} ref={form.formRef}>
      <FormStatus form={form} success={t('spendingControls.saved')} />
      <MutedText>
        {t('spendingControls.spent', { today: controls.spent_today, month: controls.spent_this_month })}
      </MutedText>
      {controls.cool_off_until ? (
        <Alert tone="info">
          {t('spendingControls.coolOffRunning', {
            until: new Date(controls.cool_off_until).toLocaleString(undefined, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Alert>
      ) : null}
      <FieldGrid>
        <TextField
          {...form.field('daily_cap')}
          label={t('spendingControls.dailyCap')}
          hint={t('spendingControls.capHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...form.field('monthly_cap')}
          label={t('spendingControls.monthlyCap')}
          hint={t('spendingControls.capHint')}
          inputMode="numeric"
          autoComplete="off"
        />
      </FieldGrid>
      <SelectField
        {...form.field('cool_off_hours')}
        label={t('spendingControls.coolOff')}
        hint={t('spendingControls.coolOffHint')}
        options={coolOffOptions}
      />
      <SwitchField
        name="monthly_statement"
        label={t('spendingControls.monthlyStatement')}
        hint={t('spendingControls.monthlyStatementHint')}
        checked={form.values.monthly_statement}
        onChange={(checked) => form.setValue('monthly_statement', checked)}
      />
      <SubmitButton form={form} label={t('spendingControls.save')} busyLabel={t('spendingControls.saving')} />
    </form>
  );
}

/**
 * The member's own spending controls, on the statement page: daily and monthly caps, a cool-off
 * after a large purchase and the monthly statement e-mail. The rules live at the server.
 */
export function SpendingControlsPanel() {
  const { t } = useTranslation(NAMESPACE);
  const query = useSpendingControls();
  return (
    <PageSection aria-labelledby="spending-controls-title">
      <h2 id="spending-controls-title">{t('spendingControls.title')}</h2>
      <MutedText>{t('spendingControls.intro')}</MutedText>
      {query.isPending ? <Spinner label={t('spendingControls.loading')} /> : null}
      {query.isError ? (
        <Alert tone="danger">
          {t('spendingControls.loadFailed')} <RetryButton query={query} label={t('spendingControls.retry')} />
        </Alert>
      ) : null}
      {query.data ? <ControlsForm controls={query.data} /> : null}
    </PageSection>
  );
}
