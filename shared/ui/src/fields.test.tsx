import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CheckboxGroupField } from './CheckboxGroupField';
import { PageCard } from './PageCard';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { theme } from './theme';

const withTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const COLOURS = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
];

describe('TextField', () => {
  it('reads its hint with the input and is valid without an error', () => {
    withTheme(<TextField label="Name" hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your ID');
  });
});

describe('SelectField', () => {
  it('is named by its label and offers the placeholder as an empty first choice', () => {
    withTheme(<SelectField label="Colour" placeholder="Choose…" options={COLOURS} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Red',
      'Blue',
    ]);
    expect(select).toHaveValue('');
  });

  it('has no empty choice without a placeholder', () => {
    withTheme(<SelectField label="Colour" options={COLOURS} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('links its error and hint to the select', () => {
    withTheme(<SelectField label="Colour" options={COLOURS} hint="Your favourite" error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one Your favourite');
  });

  it('keeps an error shown elsewhere, e.g. under a group of selects', () => {
    withTheme(
      <>
        <SelectField label="Day" options={COLOURS} aria-invalid aria-describedby="group-error" />
        <p id="group-error">Enter a real date</p>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Day' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Enter a real date');
  });

  it('reports changes and uses the id it is given', () => {
    const chosen: string[] = [];
    withTheme(
      <SelectField
        id="colour"
        label="Colour"
        options={COLOURS}
        value="red"
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveAttribute('id', 'colour');
    fireEvent.change(select, { target: { value: 'blue' } });
    expect(chosen).toEqual(['blue']);
  });
});

describe('TextAreaField', () => {
  it('is a named multi-line text box with its hint and error read with it', () => {
    withTheme(<TextAreaField label="About me" hint="200 characters left" error="Too long" />);
    const textArea = screen.getByRole('textbox', { name: 'About me' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toHaveAccessibleDescription('Too long 200 characters left');
  });

  it('reports what is typed', () => {
    const typed: string[] = [];
    withTheme(
      <TextAreaField label="Message" value="" onChange={(event) => typed.push(event.target.value)} />,
    );
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    expect(textArea).not.toHaveAttribute('aria-invalid');
    expect(textArea).not.toHaveAttribute('aria-describedby');
    fireEvent.change(textArea, { target: { value: 'Hello' } });
    expect(typed).toEqual(['Hello']);
  });
});

describe('SwitchField', () => {
  it('is a named switch, described by its hint, that reports the new state', () => {
    const onChange = jest.fn();
    withTheme(
      <SwitchField label="Invisible" hint="Nobody sees you online" checked={false} onChange={onChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Invisible' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Nobody sees you online');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('links its error and cannot be switched while disabled', () => {
    const onChange = jest.fn();
    withTheme(<SwitchField label="Newsletter" error="Could not save" checked onChange={onChange} disabled />);
    const toggle = screen.getByRole('switch', { name: 'Newsletter' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Could not save');
    expect(toggle).toBeDisabled();
  });
});

describe('RadioGroupField', () => {
  it('is a group named by its legend whose radios report the chosen value', () => {
    const onChange = jest.fn();
    withTheme(
      <RadioGroupField legend="Colour" name="colour" options={COLOURS} value="red" onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Colour' });
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(onChange).toHaveBeenCalledWith('blue');
  });

  it('links its error and hint to the group', () => {
    withTheme(
      <RadioGroupField
        legend="Colour"
        name="colour"
        options={COLOURS}
        value=""
        onChange={() => undefined}
        hint="One only"
        error="Choose a colour"
      />,
    );
    const group = screen.getByRole('group', { name: 'Colour' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a colour One only');
  });
});

describe('CheckboxGroupField', () => {
  const THREE = [...COLOURS, { value: 'green', label: 'Green' }];

  it('is a group named by its legend that adds and removes ticked choices', () => {
    const onChange = jest.fn();
    withTheme(
      <CheckboxGroupField
        legend="Colours"
        name="colours"
        options={THREE}
        value={['red']}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'Red' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    expect(onChange).toHaveBeenLastCalledWith(['red', 'blue']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Red' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('disables the unticked choices once the maximum is ticked', () => {
    withTheme(
      <CheckboxGroupField
        legend="Colours"
        name="colours"
        options={THREE}
        value={['red', 'green']}
        onChange={() => undefined}
        max={2}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Blue' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Red' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Green' })).toBeEnabled();
  });

  it('links its error and hint to the group and announces the hint as it changes', () => {
    withTheme(
      <CheckboxGroupField
        legend="Colours"
        name="colours"
        options={THREE}
        value={[]}
        onChange={() => undefined}
        hint="0 of 2 chosen"
        error="Too many colours"
      />,
    );
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Too many colours 0 of 2 chosen');
    expect(screen.getByText('0 of 2 chosen')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('PageCard', () => {
  it('is a region named by its heading', () => {
    withTheme(
      <PageCard width="lg" aria-labelledby="page-title">
        <h1 id="page-title">Settings</h1>
      </PageCard>,
    );
    expect(screen.getByRole('region', { name: 'Settings' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Settings' }),
    );
  });
});
