import { useAreaPlatform } from '@amora/ui';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface PlatformLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from `paths` in @amora/contracts. */
  to: string;
}

/**
 * A link to another area's route, through the shell's router (this area's router does not know
 * it). Modified clicks (new tab, new window) keep the browser's default.
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
