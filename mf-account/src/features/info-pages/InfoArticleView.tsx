import { up } from '@amora/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { InfoSection } from './info-markdown';

// `white-space: pre-line`: line breaks inside a database page's paragraph are kept.
const Sheet = styled.article`
  max-width: 760px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  line-height: 1.6;
  overflow-wrap: anywhere;
  ${up('md')} {
    margin-top: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(10)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
  }
  h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    white-space: pre-line;
  }
`;

const Version = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface InfoArticleViewProps {
  title: string;
  /** A small line under the title, e.g. the terms' version date. */
  subtitle?: string;
  intro: string[];
  sections: InfoSection[];
  /** Shown between the intro and the sections (e.g. contact details). */
  lead?: ReactNode;
  /** Shown after the sections (e.g. the company details). */
  children?: ReactNode;
}

/** One information page: the title as h1, each section as h2 with its paragraphs. */
export function InfoArticleView({ title, subtitle, intro, sections, lead, children }: InfoArticleViewProps) {
  return (
    <Sheet aria-labelledby="info-title">
      <h1 id="info-title">{title}</h1>
      {subtitle ? <Version>{subtitle}</Version> : null}
      {intro.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {lead}
      {sections.map((section, index) => (
        <section key={index} id={section.anchor} aria-labelledby={`info-section-${index}`}>
          <h2 id={`info-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
    </Sheet>
  );
}
