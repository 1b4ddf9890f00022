import { INTERESTS } from '@amora/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { countryName } from './country-names';
import { CountryField } from './CountryField';
import { InterestsField } from './InterestsField';
import { RegionField, type RegionFieldProps } from './RegionField';

const withTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CountryField', () => {
  it('names the countries in the language, the site’s own first, the rest alphabetically', () => {
    withTheme(
      <CountryField label="Country" language="de" first={['NL', 'BE']} codes={['FR', 'NL', 'BE', 'AT']} />,
    );
    expect(optionTexts(screen.getByRole('combobox', { name: 'Country' }))).toEqual([
      'Niederlande',
      'Belgien',
      'Frankreich',
      'Österreich',
    ]);
  });

  it('offers every country when not told otherwise, and leaves out codes that are not countries', () => {
    withTheme(<CountryField label="Country" language="en" first={['ZZ']} placeholder="Choose…" />);
    expect(screen.getAllByRole('option')).toHaveLength(251);
    expect(countryName('ZZ', 'en')).toBe('ZZ');
  });
});

const REGIONS = [
  { code: 'NL.07', name: 'North Holland' },
  { code: 'NL.09', name: 'Utrecht' },
];

function region(props: Partial<RegionFieldProps>) {
  const onChange = jest.fn();
  withTheme(
    <RegionField
      label="Province"
      country="NL"
      regions={{ data: REGIONS, isPending: false, isError: false }}
      value=""
      onChange={onChange}
      placeholder="Choose…"
      loadingText="Loading…"
      withoutList="text"
      unlisted="keep"
      {...props}
    />,
  );
  return onChange;
}

describe('RegionField', () => {
  it("offers the country's listed regions", () => {
    const onChange = region({});
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(optionTexts(select)).toEqual(['Choose…', 'North Holland', 'Utrecht']);
    fireEvent.change(select, { target: { value: 'Utrecht' } });
    expect(onChange).toHaveBeenCalledWith('Utrecht');
  });

  it('turns a code or another spelling into the listed name', () => {
    const onChange = region({ value: 'nl.07' });
    expect(onChange).toHaveBeenCalledWith('North Holland');
  });

  it('keeps an unknown saved region as a choice, or drops it', () => {
    region({ value: 'Atlantis' });
    expect(screen.getByRole('combobox')).toHaveValue('Atlantis');
    const onChange = region({ value: 'Atlantis', unlisted: 'drop' });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('is free text, or nothing, where the country has no list', () => {
    region({ country: '', regions: { isPending: true, isError: false } });
    expect(screen.getByRole('textbox', { name: 'Province' })).toBeInTheDocument();
    const { container } = withTheme(null);
    region({ regions: { data: [], isPending: false, isError: false }, withoutList: 'hide' });
    expect(container).toBeEmptyDOMElement();
  });

  it('waits, disabled, while the list loads', () => {
    region({ regions: { isPending: true, isError: false }, value: 'Utrecht' });
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('');
    expect(optionTexts(select)).toEqual(['Loading…']);
  });
});

describe('InterestsField', () => {
  it('labels and sorts the interests and stops at the maximum', () => {
    const chosen = INTERESTS.slice(0, 20);
    withTheme(
      <InterestsField
        legend="Interests"
        interests={INTERESTS}
        labelOf={(interest) => `#${interest}`}
        sortFor="en"
        value={chosen}
        onChange={jest.fn()}
        hint="20 of 20"
      />,
    );
    const group = screen.getByRole('group', { name: 'Interests' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(INTERESTS.length);
    const unticked = boxes.filter((box) => !(box as HTMLInputElement).checked);
    expect(unticked.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(group).toHaveAccessibleDescription('20 of 20');
  });
});
