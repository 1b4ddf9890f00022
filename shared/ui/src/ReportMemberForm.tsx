import {
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type ReportBody,
  type ReportCreated,
  type ReportReason,
} from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Modal } from './Modal.js';
import { RadioGroupField } from './RadioGroupField.js';
import { TextAreaField } from './TextAreaField.js';
import { usePlatform } from './area/usePlatform.js';
import { DialogActions } from './page-layout.js';
import type { ReportMemberDialogProps } from './ReportMemberDialog.js';

type State = { step: 'form'; busy: boolean; error: string | null } | { step: 'done'; result: ReportCreated };

/** The report dialog itself; `ReportMemberDialog` loads it when first opened. */
export function ReportMemberForm({
  open,
  profileId,
  conversation,
  block = false,
  labels,
  onClose,
  onReported,
}: ReportMemberDialogProps) {
  const { http } = usePlatform();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [state, setState] = useState<State>({ step: 'form', busy: false, error: null });
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setText('');
    setMissingReason(false);
    setState({ step: 'form', busy: false, error: null });
  }, [open]);
  useEffect(() => {
    if (state.step === 'done') doneRef.current?.focus();
  }, [state.step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const body: ReportBody = {
      profile_id: profileId,
      reason,
      ...(text.trim() ? { text: text.trim() } : {}),
      ...(conversation !== undefined ? { conversation } : {}),
      ...(block ? { block: true } : {}),
    };
    setState({ step: 'form', busy: true, error: null });
    http.post<ReportCreated>('/api/report.php', { body }).then(
      (result) => {
        setState({ step: 'done', result });
        onReported?.(result);
      },
      (error: unknown) => {
        const message = !isHttpError(error)
          ? labels.failed
          : error.status === 429
            ? labels.tooMany
            : error.status >= 400 && error.status < 500 && error.message
              ? error.message
              : labels.failed;
        setState({ step: 'form', busy: false, error: message });
      },
    );
  };

  const busy = state.step === 'form' && state.busy;
  return (
    <Modal open={open} title={labels.title} closeLabel={labels.close} onClose={onClose} dismissible={!busy}>
      {state.step === 'done' ? (
        <>
          <div ref={doneRef} tabIndex={-1}>
            <Alert tone="success">{labels.done(state.result.reference)}</Alert>
            {state.result.blocked ? <p>{labels.doneBlocked}</p> : null}
          </div>
          <DialogActions>
            <Button onClick={onClose}>{labels.close}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{labels.intro}</p>
          <RadioGroupField
            legend={labels.reasonLegend}
            name={`report-reason-${profileId}`}
            options={REPORT_REASONS.map((value) => ({ value, label: labels.reasons[value] }))}
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setMissingReason(false);
            }}
            error={missingReason ? labels.reasonRequired : null}
          />
          <TextAreaField
            label={labels.textLabel}
            hint={labels.textHint}
            value={text}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          {state.error ? <Alert tone="danger">{state.error}</Alert> : null}
          <DialogActions>
            <Button type="submit" variant="danger" busy={busy}>
              {labels.submit}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={onClose}>
              {labels.cancel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Modal>
  );
}
