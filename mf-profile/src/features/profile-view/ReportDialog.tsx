import { REPORT_REASONS, type MemberProfile, type ReportCreated, type ReportReason } from '@amora/contracts';
import { ReportMemberDialog } from '@amora/ui';
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
  const reasons = Object.fromEntries(
    REPORT_REASONS.map((reason) => [reason, t(`report.reason.${reason}`)]),
  ) as Record<ReportReason, string>;
  return (
    <ReportMemberDialog
      open
      profileId={profile.id}
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
        cancel: t('profileView.cancel'),
        close: t('profileView.close'),
        done: (reference) => t('report.done', { reference, name: profile.name }),
        doneBlocked: t('report.doneBlocked', { name: profile.name }),
        tooMany: t('report.tooMany'),
        failed: t('report.failed'),
      }}
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
