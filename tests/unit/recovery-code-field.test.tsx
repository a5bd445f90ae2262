// The recovery code's field in the browser (design review L6): a refused code, which the server put
// back in it, is selected once the page runs, so typing replaces it; nothing is selected over what the
// user typed, nor when something else (the form's banner) has focus.
import { render, screen } from '@testing-library/react';
import { RecoveryCodeField } from '@/app/(flows)/mfa/recovery/code-field';

const field = () => screen.getByLabelText<HTMLInputElement>('Recovery code');

test('a refused code is kept in the field, focused and selected, so typing replaces it', () => {
  render(<RecoveryCodeField id="code" name="code" label="Recovery code" refused="zzzzz-zzzzz" autoFocus />);
  expect(field()).toHaveValue('zzzzz-zzzzz');
  expect(field()).toHaveFocus();
  expect([field().selectionStart, field().selectionEnd]).toEqual([0, 'zzzzz-zzzzz'.length]);
});

test('with nothing refused the field starts empty, focused', () => {
  render(<RecoveryCodeField id="code" name="code" label="Recovery code" autoFocus />);
  expect(field()).toHaveValue('');
  expect(field()).toHaveFocus();
});

test('focus elsewhere when the page runs (the banner of a refused form) stays there', () => {
  const banner = document.createElement('div');
  banner.tabIndex = -1;
  document.body.append(banner);
  banner.focus();
  render(<RecoveryCodeField id="code" name="code" label="Recovery code" refused="zzzzz-zzzzz" />);
  expect(banner).toHaveFocus();
  expect(field()).toHaveValue('zzzzz-zzzzz');
  banner.remove();
});
