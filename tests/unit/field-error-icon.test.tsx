// A field's error carries an error icon before its words: decorative (hidden from assistive
// technology, so the error reads as its words alone), drawn in the text's colour.
import { render, screen } from '@testing-library/react';
import { Field } from '@/components/field';
import { RadioCards } from '@/components/radio-cards';
import { SelectField } from '@/components/select-field';

test.each([
  ['a text field', <Field key="f" id="email" name="email" label="E-mail" error="This field is required" />],
  ['a select', <SelectField key="s" id="q" name="q" label="Question" options={[{ value: 'a', label: 'A?' }]} error="This field is required" />],
  ['radio cards', <RadioCards key="r" name="r" legend="How" options={[{ value: 'a', label: 'A' }]} error="This field is required" />],
])('%s: the error starts with a hidden error icon and reads as its words', (_, element) => {
  render(element);
  const alert = screen.getByRole('alert');
  const icon = alert.firstElementChild!;
  expect(icon).toHaveClass('kc-icon', 'kc-icon-error');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon).toBeEmptyDOMElement();
  expect(alert).toHaveTextContent(/^This field is required$/);
});

test('no error, no icon', () => {
  const { container } = render(<Field id="email" name="email" label="E-mail" hint="Your work address" />);
  expect(container.querySelector('.kc-icon-error')).toBeNull();
});
