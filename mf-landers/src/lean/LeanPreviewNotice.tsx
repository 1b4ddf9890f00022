import styled from 'styled-components';
import { useLanderEnv } from '../features/lander/lander-env';
import type { PreviewOutcome } from './lean-preview';

export { loadPreview } from './lean-preview';

const Notice = styled.section`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

/** Said instead of the draft when the preview cannot be shown: who may see it, or that it is gone. */
export function LeanPreviewNotice({ outcome }: { outcome: Exclude<PreviewOutcome['status'], 'ready'> }) {
  const { t } = useLanderEnv();
  return (
    <Notice role="alert" aria-labelledby="preview-notice">
      <h1 id="preview-notice">{t(`preview.${outcome}.title`)}</h1>
      <p>{t(`preview.${outcome}.body`)}</p>
    </Notice>
  );
}

/** A thin bar over a preview the marketer sees: this is a draft, and nothing here counts. */
export const PreviewBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;
