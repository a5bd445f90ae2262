// SPEC §4's must-log-out: after logging out, the user comes back to the link they opened. Only the
// two pages that ask for it, on our own host: never a way to send someone elsewhere.
const RETURNABLE = /^\/(activate|reset-password\/update)(\?[^#\s]*)?$/;

export function isSafeReturnTo(path: string | null | undefined): path is string {
  return !!path && path.length <= 1024 && RETURNABLE.test(path);
}
