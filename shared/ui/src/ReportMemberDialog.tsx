import type { ReportCreated, ReportReason } from '@amora/contracts';
import { lazy, Suspense } from 'react';

export interface ReportMemberLabels {
  title: string;
  /** Said before the form: the member reported is never told who reported them. */
  intro: string;
  reasonLegend: string;
  reasons: Record<ReportReason, string>;
  reasonRequired: string;
  textLabel: string;
  textHint: string;
  submit: string;
  cancel: string;
  close: string;
  /** After sending: `{{reference}}` is filled in by the caller's function. */
  done: (reference: string) => string;
  /** Said after "block and report": neither can find or write to the other any more. */
  doneBlocked: string;
  /** The flood limit (429): too many reports today. */
  tooMany: string;
  /** Anything but a server refusal with its own (translated) message. */
  failed: string;
}

/** An area's translate function for its own namespace. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The dialog's texts from an area's `report.*` keys (the same names in every area that offers
 * reporting), about the member `name`; the cancel and close buttons are the area's own words.
 * The reasons come from the caller (`REPORT_REASONS`): a value import of the contracts here
 * would put all of them into every member's first download, with the shared UI.
 */
export function reportMemberLabels(
  areaT: Translate,
  name: string,
  block: boolean,
  buttons: { cancel: string; close: string },
  reasonList: readonly ReportReason[],
): ReportMemberLabels {
  const reasons = Object.fromEntries(
    reasonList.map((reason) => [reason, areaT(`report.reason.${reason}`)]),
  ) as Record<ReportReason, string>;
  return {
    title: block ? areaT('report.titleBlock', { name }) : areaT('report.title', { name }),
    intro: areaT('report.intro', { name }),
    reasonLegend: areaT('report.reasonLegend'),
    reasons,
    reasonRequired: areaT('report.reasonRequired'),
    textLabel: areaT('report.textLabel'),
    textHint: areaT('report.textHint'),
    submit: block ? areaT('report.submitBlock') : areaT('report.submit'),
    ...buttons,
    done: (reference) => areaT('report.done', { reference, name }),
    doneBlocked: areaT('report.doneBlocked', { name }),
    tooMany: areaT('report.tooMany'),
    failed: areaT('report.failed'),
  };
}

export interface ReportMemberDialogProps {
  open: boolean;
  profileId: number;
  /** The conversation reported from: its last messages go with the report as evidence. */
  conversation?: number;
  /** "Block and report" in one step. */
  block?: boolean;
  /** Every text translated by the calling area (the shared UI holds no translations). */
  labels: ReportMemberLabels;
  onClose: () => void;
  /** The report arrived (and the member was blocked when asked). */
  onReported?: (result: ReportCreated) => void;
}

// A chunk of its own (also inside the shell's copy of this package): no member's first page pays for it.
const ReportMemberForm = lazy(() =>
  import('./ReportMemberForm.js').then((module) => ({ default: module.ReportMemberForm })),
);

/**
 * Reports a member (`POST /api/report.php`): a reason, optional words, and from a chat the
 * conversation. One dialog for every place that offers it (the profile, the chat header).
 */
export function ReportMemberDialog(props: ReportMemberDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportMemberForm {...props} />
    </Suspense>
  );
}
