import {
  EditableSiteSettingsSchema,
  LOCALES,
  MESSAGES_NAMESPACE,
  type EditableSettingKey,
  type EditableSiteSettings,
  type StaffSiteSettings,
} from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, MutationProblem, SelectField, Spinner, SwitchField, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Page } from '../ComplaintListPage';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { BundleEditor, MessageCostEditor } from './CostEditors';
import { ListEditor } from './ListEditor';
import {
  SETTING_GROUPS,
  changedSettings,
  listItemProblem,
  normalizeListItem,
  numberOf,
  type FieldKind,
} from './setting-fields';
import { useChangeSettings, useSiteSettings } from './settings-api';
import { VersionList } from './VersionList';
import { QueryProblem } from '../QueryState';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
  }
`;

/** `/backoffice/site-settings/:id`: every setting of one site, its versions and their revert. */
export function SiteSettingsPage() {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const siteId = Number(useParams().id);
  const query = useSiteSettings(siteId);
  const [saved, setSaved] = useState<string | null>(null);
  const back = <Link to="/">{t('siteSettings.back')}</Link>;
  if (query.isPending) return <Spinner block label={t('staff.loading')} />;
  if (query.isError)
    return (
      <Page>
        <p>{back}</p>
        <QueryProblem query={query} title={t('siteSettings.loadFailed')} level={1} />
      </Page>
    );
  return (
    <Page>
      <p>{back}</p>
      <h1>{t('siteSettings.title', { domain: query.data.site.domain })}</h1>
      {/* A new form per saved version: the draft starts from what the server now holds. */}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <SettingsForm key={query.data.version ?? 0} current={query.data} onSaved={setSaved} />
      <VersionList siteId={siteId} onReverted={setSaved} />
    </Page>
  );
}

function SettingsForm({
  current,
  onSaved,
}: {
  current: StaffSiteSettings;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const original = current.settings;
  const [draft, setDraft] = useState<EditableSiteSettings>(original);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A list item typed but not added would be lost silently by a save: the save waits for it.
  const [pending, setPending] = useState<Partial<Record<EditableSettingKey, string>>>({});
  const mutation = useChangeSettings(current.site.id);
  const set = (key: EditableSettingKey, value: unknown) => {
    setDraft((old) => ({ ...old, [key]: value }));
    setNotice(null);
    onSaved(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft;
    const changes = changedSettings(original, next);
    // The contract the server applies, here first: a refused value is shown at its field.
    const checked = EditableSiteSettingsSchema.safeParse(next);
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= t('siteSettings.invalid');
    for (const [key, item] of Object.entries(pending))
      if (item) found[key] = t('siteSettings.list.notAdded', { item });
    if (!reason.trim()) found.reason = t('staff.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setNotice(t('siteSettings.unchanged'));
      return;
    }
    mutation.mutate(
      { changes, reason: reason.trim() },
      {
        onSuccess: (saved) => onSaved(t('siteSettings.saved', { version: saved.version })),
        onError: (error) => {
          if (isHttpError(error)) setErrors(error.fields);
        },
      },
    );
  };

  const control = (key: EditableSettingKey, kind: FieldKind, choices?: readonly string[]) => {
    const label = t(`siteSettings.field.${key}`, { defaultValue: key });
    const error = errors[key] ?? null;
    const value = draft[key] as unknown;
    switch (kind) {
      case 'switch':
        return (
          <SwitchField
            key={key}
            label={label}
            checked={Boolean(value)}
            error={error}
            onChange={(on) => set(key, on)}
          />
        );
      case 'choice':
        return (
          <SelectField
            key={key}
            label={label}
            error={error}
            value={String(value)}
            options={(choices ?? []).map((choice) => ({
              value: choice,
              label: t(`siteSettings.choice.${choice}`),
            }))}
            onChange={(event) => set(key, event.target.value)}
          />
        );
      case 'number':
        return (
          <TextField
            key={key}
            label={label}
            error={error}
            type="number"
            value={typeof value === 'number' && !Number.isNaN(value) ? String(value) : ''}
            onChange={(event) => set(key, numberOf(event.target.value))}
          />
        );
      case 'list':
        return (
          <ListEditor
            key={key}
            label={label}
            items={Array.isArray(value) ? (value as string[]) : []}
            error={error}
            normalize={(text) => normalizeListItem(key, text)}
            check={(item) => {
              const problem = listItemProblem(key, item);
              // The contract's own words suit a picker; typed codes need the rule spelled out.
              if (problem === 'validation.countryInvalid') return t('siteSettings.list.country', { item });
              if (problem === 'validation.languageUnknown')
                return t('siteSettings.list.language', { item, languages: LOCALES.join(', ') });
              return problem ? tm(problem) : null;
            }}
            onChange={(items) => set(key, items)}
            onPendingChange={(item) => setPending((old) => ({ ...old, [key]: item }))}
          />
        );
      case 'optionalText':
        return (
          <TextField
            key={key}
            label={label}
            hint={t('siteSettings.optionalHint')}
            error={error}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => set(key, event.target.value.trim() === '' ? null : event.target.value)}
          />
        );
      default:
        return (
          <TextField
            key={key}
            label={label}
            error={error}
            value={String(value ?? '')}
            onChange={(event) => set(key, event.target.value)}
          />
        );
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('siteSettings.formLabel')}>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <MutationProblem mutation={mutation} fallback={t('staff.failed')} />
      {SETTING_GROUPS.map((group) => (
        <Group key={group.id}>
          <legend>{t(`siteSettings.group.${group.id}`)}</legend>
          {group.fields.map((field) => control(field.key, field.kind, field.choices))}
        </Group>
      ))}
      <MessageCostEditor
        value={draft.minimum_message_costs}
        onChange={(costs) => set('minimum_message_costs', costs)}
        error={errors.minimum_message_costs}
      />
      <BundleEditor
        value={draft.payment_bundles}
        onChange={(bundles) => set('payment_bundles', bundles)}
        error={errors.payment_bundles}
      />
      <TextField
        label={t('siteSettings.reason')}
        hint={t('siteSettings.reasonHint')}
        value={reason}
        maxLength={500}
        error={errors.reason ?? null}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" busy={mutation.isPending}>
        {t('siteSettings.save')}
      </Button>
    </form>
  );
}
