// The "Back to e-mail" chip: named by the whole address; only the local part may be cut short, the
// domain sits apart in an element that never truncates.
import { render, screen } from '@testing-library/react';
import { EmailChip } from '@/components/email-chip';

const EMAIL = 'reservations.frontdesk.team@littlehotelier.test';

test('the link is named by the whole address and goes back to the e-mail stage', () => {
  render(<EmailChip href="/login/email" email={EMAIL} label={`Back to e-mail: ${EMAIL}`} />);
  const chip = screen.getByRole('link', { name: `Back to e-mail: ${EMAIL}` });
  expect(chip).toHaveAttribute('href', '/login/email');
});

test('the local part truncates; the domain is its own element that does not', () => {
  render(<EmailChip href="/login/email" email={EMAIL} label={`Back to e-mail: ${EMAIL}`} />);
  const local = screen.getByText('reservations.frontdesk.team');
  const domain = screen.getByText('@littlehotelier.test');
  expect(local).toHaveClass('truncate');
  expect(domain).not.toHaveClass('truncate');
  expect(domain).toHaveClass('shrink-0');
});

test('an address without an "@" is shown whole', () => {
  render(<EmailChip href="/login/email" email="frontdesk" label="Back to e-mail: frontdesk" />);
  expect(screen.getByText('frontdesk')).toBeInTheDocument();
});
