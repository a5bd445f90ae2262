// Recovery codes' form (issue 25): what a typed code becomes, how a code is shown, and the sandbox's
// store, which keeps no code itself and spends each once.
import { groupRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@/lib/mfa/recovery-codes';
import { Outbox } from '../../sandbox/lifecycle/outbox';
import { MfaService, newMfaRecord } from '../../sandbox/mfa/mfa-service';

describe('a typed code', () => {
  test.each([
    ['7k2qm-x9d4p', '7k2qmx9d4p'],
    ['7K2QM X9D4P', '7k2qmx9d4p'],
    [' 7k2qm x9d4p ', '7k2qmx9d4p'],
    // Read from paper: an O for a 0, an I or an L for a 1.
    ['O12QM-X9D4P', '012qmx9d4p'],
    ['i12qm-L9d4p', '112qm19d4p'],
  ])('%p is %p', (typed, code) => {
    expect(normaliseRecoveryCode(typed)).toBe(code);
  });

  test.each(['', '7k2qm', '7k2qm-x9d4p-1', '7k2qm_x9d4p', '7k2qm-x9d4u', '123456'])('%p is none', (typed) => {
    expect(normaliseRecoveryCode(typed)).toBeUndefined();
  });
});

test('a code is shown in two groups of five', () => {
  expect(groupRecoveryCode('7k2qmx9d4p')).toBe('7k2qm-x9d4p');
});

describe("the sandbox's store", () => {
  const service = () => new MfaService(new Outbox());

  test('keeps only hashes: no code appears in what it holds', () => {
    const mfa = newMfaRecord({ primary: { deliveryType: 'totp', totpSecret: 'JBSWY3DPEHPK3PXP' } });
    const codes = service().newRecoveryCodes(mfa);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const held = JSON.stringify(mfa) + mfa.recovery!.hashes.map((h) => h.toString('latin1') + h.toString('hex') + h.toString('base64')).join('');
    for (const code of codes) expect(held).not.toContain(code);
  });

  test('spends each code once, and new codes replace the old', () => {
    const mfa = newMfaRecord();
    const s = service();
    const codes = s.newRecoveryCodes(mfa);
    expect(s.spendRecoveryCode('u', mfa, codes[9]!, 'a')).toBe(RECOVERY_CODE_COUNT - 1);
    expect(() => s.spendRecoveryCode('u', mfa, codes[9]!, 'a')).toThrow(expect.objectContaining({ code: 'InvalidCode' }));
    s.newRecoveryCodes(mfa);
    expect(() => s.spendRecoveryCode('u', mfa, codes[0]!, 'a')).toThrow(expect.objectContaining({ code: 'InvalidCode' }));
    expect(s.recoveryCodesLeft(mfa)).toBe(RECOVERY_CODE_COUNT);
  });
});
