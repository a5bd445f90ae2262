// SPEC §5 / §9: a one-time code is 6 digits, one fact that the browser's code field and the contract
// with the upstream both read, so they cannot disagree about a code.
import { OtpCode } from '@/lib/upstream/contract';
import { OTP_LENGTH } from '@/lib/validation/one-time-code';
import { CodeForm } from '@/lib/validation/mfa';

test.each(['12345', '123456', '1234567', '12345a', ''])('the form and the contract agree on %j', (code) => {
  const form = CodeForm.safeParse({ code }).success;
  expect(OtpCode.safeParse(code).success).toBe(form);
  expect(form).toBe(code.length === OTP_LENGTH && /^\d+$/.test(code));
});

test('a code is 6 digits', () => {
  expect(OTP_LENGTH).toBe(6);
});
