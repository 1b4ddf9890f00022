import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { up } from './theme.js';

/*
 * The site's own chrome that the shell's layouts and the lean lander page (served without the
 * shell) both draw: the name as the logo and the footer. Each caller brings its own links (router
 * links in the shell, plain links on the lean page) and texts.
 */

/**
 * The site's name as the logo. One line whatever the name: on a narrow screen it gives way
 * (ellipsis) before the buttons beside it do; the caller keeps the full name as its title.
 */
export const brandNameStyles = css`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
  ${up('sm')} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  ${up('md')} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
  }
  a {
    color: inherit;
  }
`;

const Line = styled.p`
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.space(1)};
`;

export interface SiteFooterProps {
  /** The footer's variant (`footerVariant`), kept as `data-variant` for the tests and styles. */
  variant: string;
  /** The navigation's accessible name. */
  label: string;
  /** One item a link, each already a link element. */
  links: { key: string; link: ReactNode }[];
  /** The company line, then the disclaimer where the variant has one. */
  lines: string[];
}

/** The site footer: its links, then the company line and, on the web, the adults-only disclaimer. */
export function SiteFooter({ variant, label, links, lines }: SiteFooterProps) {
  return (
    <Bar data-variant={variant}>
      <nav aria-label={label}>
        <Links>
          {links.map(({ key, link }) => (
            <li key={key}>{link}</li>
          ))}
        </Links>
      </nav>
      {lines.map((line) => (
        <Line key={line}>{line}</Line>
      ))}
    </Bar>
  );
}
