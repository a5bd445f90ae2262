// The component kit as a user of assistive technology meets it: names, states, descriptions, focus.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PasswordForm } from '@/app/(flows)/login/password/password-form';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { renderToStaticMarkup } from 'react-dom/server';
import { AfterCountdown, Countdown, formatSeconds } from '@/components/countdown';
import { Field } from '@/components/field';
import { OneTimeCodeInput } from '@/components/one-time-code';
import { PasswordField } from '@/components/password-field';
import { RadioCards } from '@/components/radio-cards';
import { SelectField } from '@/components/select-field';
import { Stepper } from '@/components/stepper';
import { formText } from '@/lib/form-text';
import { languageHref } from '@/lib/i18n/languages';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());

test('the show-password toggle keeps its name and says by its pressed state whether the password shows', () => {
  render(<PasswordField id="pw" name="password" label="Password" showLabel="Show password" />);
  const input = screen.getByLabelText('Password', { selector: 'input' });
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(input).toHaveAttribute('type', 'password');
  fireEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  expect(input).toHaveAttribute('type', 'text');
});

test('a field with an error is marked invalid, described by its hint and the error, and the error is announced', () => {
  render(<Field id="email" name="email" label="E-mail" hint="Your work address" error="This field is required" />);
  const input = screen.getByLabelText('E-mail');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Your work address This field is required');
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
});

test('a select shares the field frame: label, error, description', () => {
  render(<SelectField id="q" name="q" label="Secret question" placeholder="Choose a question" options={[{ value: 'a', label: 'A?' }]} error="Required" />);
  const select = screen.getByRole('combobox', { name: 'Secret question' });
  expect(select).toHaveClass('kc-control');
  expect(select).toHaveAccessibleDescription('Required');
});

test('the one-time code is one numeric field the platform can fill from a message', () => {
  render(<OneTimeCodeInput id="code" name="code" label="Code" />);
  const input = screen.getByLabelText('Code');
  expect(input).toHaveAttribute('inputmode', 'numeric');
  expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  expect(input).toHaveAttribute('maxlength', '6');
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
});

test('a busy button stays focusable and says it is busy', () => {
  render(<Button busy>Logging in…</Button>);
  const button = screen.getByRole('button', { name: 'Logging in…' });
  expect(button).not.toBeDisabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  button.focus();
  expect(button).toHaveFocus();
});

test('radio cards are a named group of radios; the error describes the group', () => {
  render(
    <RadioCards
      name="method"
      legend="Choose a method"
      error="Choose one"
      options={[
        { value: 'totp', label: 'Authenticator app', description: 'A code from an app' },
        { value: 'sms', label: 'Text message' },
      ]}
    />,
  );
  const group = screen.getByRole('group', { name: 'Choose a method' });
  expect(group).toHaveAccessibleDescription('Choose one');
  expect(screen.getByRole('radio', { name: 'Authenticator app' })).toHaveAccessibleDescription('A code from an app');
  fireEvent.click(screen.getByText('Text message'));
  expect(screen.getByRole('radio', { name: 'Text message' })).toBeChecked();
});

test('the stepper says which step this is, in a polite live region', () => {
  render(<Stepper step={2} of={4} label="Step 2 of 4" />);
  expect(screen.getByText('Step 2 of 4')).toHaveAttribute('aria-live', 'polite');
});

describe('countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('renders the time, ticks with what it holds back disabled, then announces the end and enables it', () => {
    render(
      <Countdown
        seconds={3}
        until="10:42:30 UTC"
        text={{ running: 'New code in {time}', done: 'You can ask for a new code now.', until: 'New code at {time}' }}
      >
        <button type="button">Resend</button>
      </Countdown>,
    );
    // Hydrated (as a client render is): it ticks, and the clock time is for the page without JavaScript.
    expect(screen.getByRole('timer')).toHaveTextContent('New code in 0:03');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('New code in 0:02');
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('You can ask for a new code now.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  test('without JavaScript (the server render) it says when, and holds nothing back: an early press is answered with the time left', () => {
    const html = renderToStaticMarkup(
      <Countdown seconds={42} until="10:42:30 UTC" text={{ running: 'New code in {time}', done: 'Now.', until: 'New code at {time}' }}>
        <button type="submit">Resend</button>
      </Countdown>,
    );
    expect(html).toContain('New code at 10:42:30 UTC');
    expect(html).not.toContain('disabled');
  });

  test('holding its controls back by hiding them: only the countdown while it runs, the controls once it ends', () => {
    render(
      <Countdown seconds={2} until="10:42:30 UTC" text={{ running: 'New code in {time}', done: 'Now.', until: 'New code at {time}' }} hold="hide">
        <button type="button">Didn&apos;t get a code?</button>
      </Countdown>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('New code in 0:02');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: "Didn't get a code?" })).toBeEnabled();
  });

  test('hiding its controls without JavaScript (the server render): the clock time, and no control to press too early', () => {
    const html = renderToStaticMarkup(
      <Countdown seconds={42} until="10:42:30 UTC" text={{ running: 'New code in {time}', done: 'Now.', until: 'New code at {time}' }} hold="hide">
        <button type="submit">Resend</button>
      </Countdown>,
    );
    expect(html).toContain('New code at 10:42:30 UTC');
    expect(html).not.toContain('Resend');
  });

  test('controls after a countdown exist only once it has ended, and at once when there is none', () => {
    const { rerender } = render(
      <AfterCountdown seconds={1}>
        <button type="button">Call me with a code</button>
      </AfterCountdown>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Call me with a code' })).toBeEnabled();
    rerender(<></>);
    expect(renderToStaticMarkup(<AfterCountdown seconds={0}>now</AfterCountdown>)).toBe('now');
    expect(renderToStaticMarkup(<AfterCountdown seconds={30}>now</AfterCountdown>)).toBe('');
  });

  test('with nothing to wait for, no timer and no announcement', () => {
    render(
      <Countdown seconds={0} text={{ running: 'New code in {time}', done: 'You can ask for a new code now.' }}>
        <button type="button">Resend</button>
      </Countdown>,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('You can ask for a new code now.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  test('formats minutes and seconds', () => {
    expect(formatSeconds(90)).toBe('1:30');
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(-5)).toBe('0:00');
  });
});

test('copy puts the value on the clipboard and confirms it, for the eye and for screen readers', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<CopyButton value="JBSWY3DPEHPK3PXP" text={{ copy: 'Copy', copied: 'Copied' }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
  expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
  expect(screen.getByRole('status')).toHaveTextContent('Copied');
});

test('a refused password is cleared, marked invalid, tied to the message and focused', async () => {
  global.fetch = jest.fn(async () => ({ json: async () => ({ ok: false, errors: { form: 'invalidCredentials' } }) })) as unknown as typeof fetch;
  render(<PasswordForm email="mia@seaside.test" flow={{}} passkeyOffer="never" text={await formText('password')} />);
  const password = screen.getByLabelText('Password', { selector: 'input' });
  fireEvent.change(password, { target: { value: 'not-my-password' } });
  const button = screen.getByRole('button', { name: 'Log in' });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.errors.invalidCredentials));
  expect(password).toHaveFocus();
  expect(password).toHaveValue('');
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription(en.errors.invalidCredentials);
});

test('a wait clears the typed password, holds Log in back with the time left, and offers a reset (issue 37)', async () => {
  global.fetch = jest.fn(async () => ({
    status: 429,
    json: async () => ({ ok: false, errors: { form: 'tooManyForAccountHere' }, detail: { retryIn: 840 } }),
  })) as unknown as typeof fetch;
  render(<PasswordForm email="mia@seaside.test" flow={{}} passkeyOffer="never" text={await formText('password')} />);
  expect(screen.queryByRole('link', { name: en.login.resetPassword })).not.toBeInTheDocument();
  const password = screen.getByLabelText('Password', { selector: 'input' });
  fireEvent.change(password, { target: { value: 'Sixth-Typo-2024' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.errors.tooManyForAccountHere));
  expect(password).toHaveValue('');
  expect(screen.getByRole('timer')).toHaveTextContent('14:00');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  expect(screen.getByText(en.login.waitWaysIn)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.login.resetPassword })).toHaveAttribute('href', '/reset-password');
});

test('the password stage names its account to a password manager: an autocomplete="username" field', async () => {
  const { container } = render(<PasswordForm email="mia@seaside.test" flow={{}} passkeyOffer="never" text={await formText('password')} />);
  const username = container.querySelector('input[autocomplete="username"]');
  expect(username).toHaveValue('mia@seaside.test');
  expect(username).toHaveAttribute('name', 'email');
});

test('the language switcher links to the same page, with its query, in the other language', () => {
  expect(languageHref('/login/password', '?redirectUri=https%3A%2F%2Fapp.example%2Fcb&langCode=fr', 'de')).toBe(
    '/login/password?redirectUri=https%3A%2F%2Fapp.example%2Fcb&langCode=de',
  );
  expect(languageHref('/login', '', 'th')).toBe('/login?langCode=th');
});

test('a language link never leaves the host, whatever path the request claimed', () => {
  expect(languageHref('//evil.example/x', '', 'de')).toBe('/?langCode=de');
  expect(languageHref('/\\evil.example', '', 'de')).toBe('/?langCode=de');
  expect(languageHref('https://evil.example', '', 'de')).toBe('/?langCode=de');
  expect(languageHref('/%2F%2Fevil.example', '', 'de')).toBe('/%2F%2Fevil.example?langCode=de');
});
