import type { ReportCaseDetail } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE, formatDateTime } from '../i18n';
import { ReasonTag, URGENT_REASONS } from './ReportQueuePage';

type CaseReport = ReportCaseDetail['reports'][number];

const Report = styled.article`
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(2)} 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Photos = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Messages = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

function Snapshot({ report }: { report: CaseReport }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const { profile } = report;
  const facts = [profile.age, profile.gender, profile.city, profile.country].filter(
    (value) => value !== null && value !== '',
  );
  return (
    <details open>
      <summary>{t('staff.case.snapshot')}</summary>
      <p>
        <strong>{profile.name}</strong> {facts.join(', ')}
      </p>
      {profile.about ? <blockquote>{profile.about}</blockquote> : null}
      {profile.photos.length ? (
        <Photos aria-label={t('staff.case.photos')}>
          {profile.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.evidence_url ?? photo.url}
                alt={t('staff.case.photoAlt', { number: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </Photos>
      ) : (
        <p>{t('staff.case.noPhotos')}</p>
      )}
    </details>
  );
}

/** Each report of the case: who sent it, why, their words, the profile as it was and the chat. */
export function CaseEvidence({ reports, reportedName }: { reports: CaseReport[]; reportedName: string }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  return (
    <section aria-labelledby="case-evidence">
      <h2 id="case-evidence">{t('staff.case.evidence')}</h2>
      {reports.map((report) => (
        <Report key={report.id} aria-label={t('staff.case.reportBy', { name: report.reporter.name })}>
          <h3>
            {t('staff.case.reportBy', { name: report.reporter.name })}{' '}
            <ReasonTag $urgent={URGENT_REASONS.has(report.reason)}>
              {t(`staff.reason.${report.reason}`)}
            </ReasonTag>
          </h3>
          <small>{formatDateTime(report.created_at, i18n.language)}</small>
          {report.text ? <blockquote>{report.text}</blockquote> : <p>{t('staff.case.noText')}</p>}
          <Snapshot report={report} />
          {report.messages.length ? (
            <details>
              <summary>{t('staff.case.messages', { count: report.messages.length })}</summary>
              <Messages>
                {report.messages.map((message, index) => (
                  <li key={index}>
                    <strong>{message.from === 'reported' ? reportedName : report.reporter.name}</strong>{' '}
                    <small>{formatDateTime(message.created_at, i18n.language)}</small>
                    <div>{message.text ?? t(`staff.case.messageType.${message.type}`)}</div>
                  </li>
                ))}
              </Messages>
            </details>
          ) : null}
        </Report>
      ))}
    </section>
  );
}
