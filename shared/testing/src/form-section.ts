import { fireEvent, within } from '@testing-library/react';

/** What a form test does with one form of a page. */
export interface FormUnderTest {
  /** Queries inside the form's section only (the page may hold other forms with the same labels). */
  form: ReturnType<typeof within>;
  /** Types each value into the field with that label. */
  fill: (values: Record<string, string>) => void;
  /** Clicks the form's submit button. */
  submit: () => void;
}

/**
 * The form in the section headed `heading` (its `<h2>` by default), found once the heading shows,
 * with the button that sends it: the way the settings and profile pages hold several forms.
 */
export async function formInSection(
  view: ReturnType<typeof within>,
  heading: string,
  submitButton: string,
  level = 2,
): Promise<FormUnderTest> {
  const title = await view.findByRole('heading', { level, name: heading });
  const form = within(title.closest('section') as HTMLElement);
  return {
    form,
    fill: (values) => {
      for (const [label, value] of Object.entries(values))
        fireEvent.change(form.getByLabelText(label), { target: { value } });
    },
    submit: () => fireEvent.click(form.getByRole('button', { name: submitButton })),
  };
}
