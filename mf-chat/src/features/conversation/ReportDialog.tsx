import { REPORT_REASONS, type ProfileCard, type ReportCreated } from '@amora/contracts';
import { ReportMemberDialog, reportMemberLabels } from '@amora/ui';
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
  const buttons = { cancel: t('dialog.cancel'), close: t('dialog.close') };
  return (
    <ReportMemberDialog
      open
      profileId={profile.id}
      conversation={conversation ?? undefined}
      block={block}
      onClose={onClose}
      onReported={onReported}
      labels={reportMemberLabels(t, profile.name, block, buttons, REPORT_REASONS)}
    />
  );
}
