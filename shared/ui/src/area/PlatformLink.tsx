import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePlatform } from './usePlatform.js';

export interface PlatformLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from `paths` in @amora/contracts. */
  to: string;
}

/**
 * A link that navigates through the shell's router: for routes another area owns (the area's own
 * router does not know them) and for parts that also render outside the area's router, such as
 * the shell's signup widget. It keeps a real `href` (new tab, copy link); modified or non-primary
 * clicks, and clicks whose `onClick` prevented the default, keep the browser's behaviour.
 */
export function PlatformLink({ to, onClick, ...rest }: PlatformLinkProps) {
  const { navigate } = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
