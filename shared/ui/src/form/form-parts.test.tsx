import type { Profile } from '@amora/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { EmailField } from '../EmailField';
import { PasswordField } from '../PasswordField';
import { ProfileChoiceFields } from '../profile/ProfileChoiceFields';
import { profileChoicePatch, profileChoiceValues } from '../profile/profile-choices';
import { RetryButton } from '../RetryButton';
import { theme } from '../theme';
import { FormStatus } from './FormStatus';
import { SubmitButton } from './SubmitButton';

const withTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('EmailField and PasswordField', () => {
  it('ask for an address and a password the way browsers and password managers expect', () => {
    withTheme(
      <>
        <EmailField label="E-mail" />
        <PasswordField label="Password" purpose="current" />
        <PasswordField label="New password" purpose="new" />
      </>,
    );
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });
});

describe('FormStatus and SubmitButton', () => {
  it("show the refusal, or the success text, and the form's busy state", () => {
    const { rerender } = withTheme(
      <FormStatus form={{ formError: 'No', succeeded: false }} success="Saved" />,
    );
    expect(screen.getByText('No')).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <FormStatus form={{ formError: null, succeeded: true }} success="Saved" />
        <SubmitButton form={{ submitting: true }} label="Save" busyLabel="Saving…" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('type', 'submit');
  });
});

describe('RetryButton', () => {
  it('asks the failed query again', () => {
    const query = { refetch: jest.fn(async () => undefined), isFetching: false };
    withTheme(<RetryButton query={query} label="Try again" />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('profile choices', () => {
  it("edit '' for what the member left unsaid and send it as null, required ones left out", () => {
    const profile = {
      gender: 'female',
      sexuality: 'straight',
      relationship_status: 'single',
      body_type: null,
      hair_color: null,
      eye_color: null,
    } as unknown as Profile;
    const values = profileChoiceValues(profile);
    expect(values.body_type).toBe('');
    expect(profileChoicePatch({ ...values, gender: '' })).toMatchObject({ body_type: null });
    expect(profileChoicePatch({ ...values, gender: '' })).not.toHaveProperty('gender');
  });

  it('show a select per choice, labelled from the area’s keys', () => {
    const field = (name: string) => ({ name, value: '', onChange: jest.fn(), error: undefined });
    withTheme(<ProfileChoiceFields field={field} translate={(key) => `[${key}]`} keyPrefix="own" />);
    expect(screen.getAllByRole('combobox')).toHaveLength(6);
    expect(screen.getByLabelText('[own.relationshipStatus]')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '[own.genders.male]' })).toBeInTheDocument();
  });
});
