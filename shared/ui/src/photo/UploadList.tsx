import styled from 'styled-components';
import { Button } from '../Button.js';
import type { Translate } from '../form/useContractForm.js';
import type { UploadItem } from './usePhotoUploads.js';

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
  /** The area's translation; its texts are `<keyPrefix>.uploadsLabel`, `.waiting`, `.uploading`, … */
  translate: Translate;
  keyPrefix: string;
}

/**
 * One row per chosen file: its name, a progress bar while it is sent, then the outcome. Finished
 * rows leave on their own (usePhotoUploads); "Clear the list" is offered only for failures.
 */
export function UploadList({ items, busy, onClear, translate, keyPrefix }: UploadListProps) {
  if (items.length === 0) return null;
  const text = (key: string, options?: Record<string, unknown>) => translate(`${keyPrefix}.${key}`, options);

  const statusText = (item: UploadItem) => {
    if (item.state === 'failed') return item.error;
    if (item.state === 'done') return text('uploaded');
    if (item.state === 'uploading') return text('uploading', { percent: Math.round(item.progress * 100) });
    return text('waiting');
  };

  return (
    <>
      <List aria-label={text('uploadsLabel')}>
        {items.map((item) => (
          <Row key={item.key}>
            <Name>{item.name}</Name>
            {item.state === 'uploading' ? (
              <progress
                max={1}
                value={item.progress}
                aria-label={text('progressLabel', { name: item.name })}
              />
            ) : null}
            <Status $failed={item.state === 'failed'} role={item.state === 'failed' ? 'alert' : undefined}>
              {statusText(item)}
            </Status>
          </Row>
        ))}
      </List>
      {!busy && items.some((item) => item.state === 'failed') ? (
        <Button variant="ghost" onClick={onClear}>
          {text('clearUploads')}
        </Button>
      ) : null}
    </>
  );
}
