import '@testing-library/jest-dom';
import { aMainImage } from '@amora/testing';
import { theme } from '@amora/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MemberPhoto } from './MemberPhoto';

const renderWithTheme = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const SIZES = '(min-width: 768px) 31vw, 47vw';

describe('MemberPhoto', () => {
  it('offers the card and the match size for the browser to choose by the given width', () => {
    renderWithTheme(<MemberPhoto image={aMainImage()} alt="Iris" sizes={SIZES} />);
    const photo = screen.getByRole('img', { name: 'Iris' });
    expect(photo).toHaveAttribute('src', '/media/a-card.jpg');
    expect(photo).toHaveAttribute('srcset', '/media/a-card.jpg 360w, /media/a.jpg 600w');
    expect(photo).toHaveAttribute('sizes', SIZES);
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('shows a photo from before the card size, whose two URLs are one file, without a srcset', () => {
    const older = aMainImage({ card: '/media/a.jpg', match: '/media/a.jpg' });
    renderWithTheme(<MemberPhoto image={older} alt="Iris" sizes={SIZES} loading="eager" />);
    const photo = screen.getByRole('img', { name: 'Iris' });
    expect(photo).toHaveAttribute('src', '/media/a.jpg');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('draws an outline, named for screen readers, for a member without a photo', () => {
    renderWithTheme(<MemberPhoto image={null} alt="Iris" sizes={SIZES} />);
    expect(screen.getByRole('img', { name: 'Iris' }).tagName.toLowerCase()).toBe('svg');
  });
});
