import type { DiscountCode } from '@amora/contracts';
import { useSession } from '@amora/ui';
import { useWelcomeDiscount } from '../../api/payments';
import { useSecondsLeft } from './countdown';

export interface TimeBonus {
  /** Logged in, not paying, within the window: the banner and modal may show. */
  visible: boolean;
  discount: DiscountCode | null;
  /** Seconds left of the window; null without a bonus. */
  secondsLeft: number | null;
}

/**
 * The spec's time bonus (section 4): for logged-in members who have not paid, while the welcome
 * code's window runs. Gone at 0, on logout (no member, no query), and once the member paid
 * (paid_user comes with the refreshed user after the first purchase).
 */
export function useTimeBonus(): TimeBonus {
  const { user } = useSession();
  const welcome = useWelcomeDiscount();
  const eligible = Boolean(user && !user.paid_user);
  const bonus = eligible ? (welcome.data ?? null) : null;
  const secondsLeft = useSecondsLeft(bonus ? bonus.endsAt : null);
  const visible = bonus !== null && secondsLeft !== null && secondsLeft > 0;
  return { visible, discount: visible ? bonus.discount : null, secondsLeft: visible ? secondsLeft : null };
}
