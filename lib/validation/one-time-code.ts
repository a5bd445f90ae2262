// SPEC §5 / §9's one-time code, in one dependency-free place: the browser's code field and the
// contract with the upstream both check exactly this.

/** A one-time code is 6 digits. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
