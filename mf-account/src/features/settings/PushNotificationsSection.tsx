import { PUSH_EVENT_TYPES, type PushPreferences, type PushStatus } from '@amora/contracts';
import {
  Button,
  MutedText,
  PageSection,
  QueryProblem,
  Spinner,
  SwitchField,
  TextField,
  usePlatform,
  usePushState,
} from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePushPreferences, useUpdatePushPreferences } from '../../api/push-preferences';
import { NAMESPACE } from '../../i18n';
import { SaveStatus } from './SaveStatus';

const DeviceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 10rem));
  gap: ${({ theme }) => theme.space(3)};
`;

/** Quiet hours a member switches on without choosing: the night. */
const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' };
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The browser's time zone, in which the member means their quiet hours. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** This device: on, off (with the button), blocked, or unable. */
function DeviceState({ status, busy }: { status: PushStatus; busy: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { push } = usePlatform();
  const [failed, setFailed] = useState(false);
  if (status === 'unknown') return null;
  const toggle = async () => {
    setFailed(false);
    const next = status === 'subscribed' ? await push.unsubscribe() : await push.subscribe();
    setFailed(next.status === status && status !== 'denied');
  };
  return (
    <>
      <DeviceRow>
        <p>{t(`settings.push.device.${status}`)}</p>
        {status === 'subscribed' || status === 'unsubscribed' ? (
          <Button
            variant={status === 'subscribed' ? 'secondary' : 'primary'}
            onClick={() => void toggle()}
            busy={busy}
          >
            {t(status === 'subscribed' ? 'settings.push.disable' : 'settings.push.enable')}
          </Button>
        ) : null}
      </DeviceRow>
      {failed ? <MutedText role="alert">{t('settings.push.deviceFailed')}</MutedText> : null}
    </>
  );
}

/** The member's choices: which events, whether names show, and quiet hours. Saved at once. */
function Preferences({ preferences }: { preferences: PushPreferences }) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdatePushPreferences();
  // Times being typed: saved once they are complete, so a half-typed time is never sent.
  const [draft, setDraft] = useState<{ start: string; end: string } | null>(null);
  const quiet = preferences.quiet_hours;
  const times = draft ?? quiet ?? DEFAULT_QUIET_HOURS;
  const saveTime = (field: 'start' | 'end', value: string) => {
    const next = { ...times, [field]: value };
    setDraft(next);
    if (CLOCK_TIME.test(next.start) && CLOCK_TIME.test(next.end)) {
      update.mutate({ quiet_hours: next, time_zone: browserTimeZone() });
      setDraft(null);
    }
  };
  return (
    <>
      <SaveStatus update={update} />
      {PUSH_EVENT_TYPES.map((type) => {
        const field = type === 'message' ? 'messages' : type === 'like' ? 'likes' : 'matches';
        return (
          <SwitchField
            key={type}
            name={`push-${field}`}
            label={t(`settings.push.type.${field}`)}
            checked={preferences[field]}
            onChange={(checked) => update.mutate({ [field]: checked })}
          />
        );
      })}
      <SwitchField
        name="push-previews"
        label={t('settings.push.previews')}
        hint={t('settings.push.previewsHint')}
        checked={preferences.previews}
        onChange={(checked) => update.mutate({ previews: checked })}
      />
      <SwitchField
        name="push-quiet-hours"
        label={t('settings.push.quietHours')}
        hint={t('settings.push.quietHoursHint')}
        checked={quiet !== null}
        onChange={(checked) =>
          update.mutate(
            checked
              ? { quiet_hours: quiet ?? DEFAULT_QUIET_HOURS, time_zone: browserTimeZone() }
              : { quiet_hours: null },
          )
        }
      />
      {quiet !== null ? (
        <Times>
          <TextField
            type="time"
            name="push-quiet-start"
            label={t('settings.push.quietStart')}
            value={times.start}
            required
            onChange={(event) => saveTime('start', event.target.value)}
          />
          <TextField
            type="time"
            name="push-quiet-end"
            label={t('settings.push.quietEnd')}
            value={times.end}
            required
            onChange={(event) => saveTime('end', event.target.value)}
          />
        </Times>
      ) : null}
    </>
  );
}

/**
 * Push notifications on the notifications page: this device on or off, then the
 * member's choices, which hold for all their devices.
 */
export function PushNotificationsSection() {
  const { t } = useTranslation(NAMESPACE);
  const { status, busy } = usePushState();
  const preferences = usePushPreferences();
  return (
    <PageSection aria-labelledby="settings-push-title">
      <h2 id="settings-push-title">{t('settings.push.title')}</h2>
      <MutedText>{t('settings.push.intro')}</MutedText>
      <DeviceState status={status} busy={busy} />
      {preferences.isPending ? <Spinner label={t('settings.loading')} /> : null}
      {preferences.isError ? (
        <QueryProblem
          query={preferences}
          title={t('settings.push.loadFailed')}
          retryLabel={t('settings.retry')}
        />
      ) : null}
      {preferences.data ? <Preferences preferences={preferences.data} /> : null}
    </PageSection>
  );
}
