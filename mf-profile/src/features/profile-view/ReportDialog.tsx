import { REPORT_REASONS, type MemberProfile, type ReportCreated } from '@amora/contracts';
import { ReportMemberDialog, reportMemberLabels } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, TranslationGroup } from '../../i18n';

export interface ReportDialogProps {
  profile: MemberProfile;
  /** "Block and report" in one step. */
  block: boolean;
  onClose: () => void;
  onReported: (result: ReportCreated) => void;
}

function ReportDialogTexts({ profile, block, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const buttons = { cancel: t('profileView.cancel'), close: t('profileView.close') };
  return (
    <ReportMemberDialog
      open
      profileId={profile.id}
      block={block}
      onClose={onClose}
      onReported={onReported}
      labels={reportMemberLabels(t, profile.name, block, buttons, REPORT_REASONS)}
    />
  );
}

/**
 * The report dialog of the profile view: a chunk of its own with its own translation group, loaded
 * when the member first asks to report, so the profile page downloads nothing for it before.
 */
export function ReportDialog(props: ReportDialogProps) {
  return (
    <TranslationGroup group="report">
      <ReportDialogTexts {...props} />
    </TranslationGroup>
  );
}
