import { Button } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import type { UploadItem } from './usePhotoUploads';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Status = styled.span<{ $failed: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface UploadListProps {
  items: readonly UploadItem[];
  busy: boolean;
  onClear: () => void;
}

/** One row per chosen file: its name, a progress bar while it is sent, then the outcome. */
export function UploadList({ items, busy, onClear }: UploadListProps) {
  const { t } = useTranslation(NAMESPACE);
  if (items.length === 0) return null;

  const statusText = (item: UploadItem) => {
    if (item.state === 'failed') return item.error;
    if (item.state === 'done') return t('photos.uploaded');
    if (item.state === 'uploading')
      return t('photos.uploading', { percent: Math.round(item.progress * 100) });
    return t('photos.waiting');
  };

  return (
    <>
      <List aria-label={t('photos.uploadsLabel')}>
        {items.map((item) => (
          <Row key={item.key}>
            <Name>{item.name}</Name>
            {item.state === 'uploading' ? (
              <progress
                max={1}
                value={item.progress}
                aria-label={t('photos.progressLabel', { name: item.name })}
              />
            ) : null}
            <Status $failed={item.state === 'failed'} role={item.state === 'failed' ? 'alert' : undefined}>
              {statusText(item)}
            </Status>
          </Row>
        ))}
      </List>
      {!busy ? (
        <Button variant="ghost" onClick={onClear}>
          {t('photos.clearUploads')}
        </Button>
      ) : null}
    </>
  );
}
