import type { Gift } from '@amora/contracts';
import { Icon, isIconName } from '@amora/ui';

/**
 * A gift's picture, drawn (the catalogue's emoji need an emoji font that many systems lack, and
 * showed there as empty boxes); a gift the drawings do not know yet shows its emoji. Decorative:
 * the gift's name is beside it.
 */
export function GiftPicture({
  gift,
  size = '1em',
}: {
  gift: Pick<Gift, 'id' | 'symbol'> | null;
  size?: string;
}) {
  if (!gift) return <Icon name="gift" size={size} />;
  if (isIconName(gift.id)) return <Icon name={gift.id} size={size} />;
  return <span aria-hidden="true">{gift.symbol}</span>;
}
