import type { ChatMessage, Gift } from '@amora/contracts';
import type { TFunction } from 'i18next';

/**
 * One line for a message in the chat list and for screen readers: its text, 'Gift: Rose' or
 * 'Photo'. Plain text: React escapes it, it is never parsed as HTML.
 */
export function messageSummary(
  message: Pick<ChatMessage, 'type' | 'text' | 'gift_id'>,
  gifts: Gift[] | undefined,
  t: TFunction,
): string {
  if (message.type === 'text') return message.text ?? '';
  if (message.type === 'photo') return t('message.photo');
  const gift = gifts?.find((item) => item.id === message.gift_id);
  return gift ? t('message.giftNamed', { name: gift.name }) : t('message.gift');
}
