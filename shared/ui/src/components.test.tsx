import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { PlatformProps } from '@amora/contracts';
import { PlatformContext } from './area/platform-context';
import { PlatformLink } from './area/PlatformLink';
import { Badge, formatBadgeCount } from './Badge';
import { Dropdown } from './Dropdown';
import { Modal } from './Modal';
import { TextField } from './TextField';
import { theme } from './theme';

const withTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Badge', () => {
  it.each([
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('shows %i as %s (the spec caps badges at 99+)', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
  it('carries its full meaning for screen readers', () => {
    withTheme(<Badge count={120} label="120 unread messages" />);
    expect(screen.getByLabelText('120 unread messages')).toHaveTextContent('99+');
  });
});

describe('Modal', () => {
  it('closes on Escape and on the backdrop when dismissible', () => {
    const onClose = jest.fn();
    withTheme(
      <Modal open title="Title" closeLabel="Close" onClose={onClose}>
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
  it('cannot be closed while work is in progress', () => {
    const onClose = jest.fn();
    withTheme(
      <Modal open dismissible={false} title="Signing up" closeLabel="Close" onClose={onClose}>
        body
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Dropdown', () => {
  it('opens as a menu, moves with the arrow keys, selects with a click and closes on Escape', () => {
    const chosen: string[] = [];
    withTheme(
      <Dropdown
        trigger="Menu"
        items={['a', 'b', 'c'].map((id) => ({
          id,
          label: id.toUpperCase(),
          onSelect: () => chosen.push(id),
        }))}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Menu/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(items[2]).toHaveFocus();
    fireEvent.click(items[1]!);
    expect(chosen).toEqual(['b']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('TextField', () => {
  it('links its error to the input for screen readers', () => {
    withTheme(<TextField label="E-mail" error="Invalid email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email');
  });
});

describe('PlatformLink', () => {
  function renderLink(onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) {
    const navigate = jest.fn();
    render(
      <PlatformContext.Provider value={{ navigate } as unknown as PlatformProps}>
        <PlatformLink to="/premium" className="cta" onClick={onClick}>
          Go premium
        </PlatformLink>
      </PlatformContext.Provider>,
    );
    return { navigate, link: screen.getByRole('link', { name: 'Go premium' }) };
  }

  it('keeps a real href and navigates through the platform on a plain click', () => {
    const onClick = jest.fn();
    const { navigate, link } = renderLink(onClick);
    expect(link).toHaveAttribute('href', '/premium');
    expect(link).toHaveClass('cta');
    expect(fireEvent.click(link)).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/premium');
  });

  it('leaves modified and non-primary clicks to the browser', () => {
    const { navigate, link } = renderLink();
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(fireEvent.click(link, init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not navigate when its onClick prevented the default', () => {
    const { navigate, link } = renderLink((event) => event.preventDefault());
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
