import { REPORT_REASONS, type ProfileCard, type ReportCreated, type ReportReason } from '@amora/contracts';
import { ReportMemberDialog } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface ReportDialogProps {
  profile: ProfileCard;
  /** The conversation reported from (none before the first message). */
  conversation: number | null;
  /** "Block and report" in one step. */
  block: boolean;
  onClose: () => void;
  onReported: (result: ReportCreated) => void;
}

/**
 * Reporting the member from the chat header: the conversation goes with the report, so its last
 * messages become evidence. A chunk of its own, loaded when the member first asks to report.
 */
export function ReportDialog({ profile, conversation, block, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const reasons = Object.fromEntries(
    REPORT_REASONS.map((reason) => [reason, t(`report.reason.${reason}`)]),
  ) as Record<ReportReason, string>;
  return (
    <ReportMemberDialog
      open
      profileId={profile.id}
      conversation={conversation ?? undefined}
      block={block}
      onClose={onClose}
      onReported={onReported}
      labels={{
        title: block
          ? t('report.titleBlock', { name: profile.name })
          : t('report.title', { name: profile.name }),
        intro: t('report.intro', { name: profile.name }),
        reasonLegend: t('report.reasonLegend'),
        reasons,
        reasonRequired: t('report.reasonRequired'),
        textLabel: t('report.textLabel'),
        textHint: t('report.textHint'),
        submit: block ? t('report.submitBlock') : t('report.submit'),
        cancel: t('dialog.cancel'),
        close: t('dialog.close'),
        done: (reference) => t('report.done', { reference, name: profile.name }),
        doneBlocked: t('report.doneBlocked', { name: profile.name }),
        tooMany: t('report.tooMany'),
        failed: t('report.failed'),
      }}
    />
  );
}
