import { useAreaPlatform } from '@amora/ui';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface PlatformLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from `paths` in @amora/contracts, owned by another area. */
  to: string;
}

/**
 * A link to another area's route: a real `href` (new tab, copy link) that navigates through the
 * shell's router on a plain click, since this area's router does not know the route.
 */
export function PlatformLink({ to, onClick, ...rest }: PlatformLinkProps) {
  const { navigate } = useAreaPlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
