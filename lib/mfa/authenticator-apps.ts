// SPEC §2's authenticator apps for step 1 of 4, with their stores' pages (names are not translated).
export const AUTHENTICATOR_APPS = [
  {
    name: 'Authy',
    appStore: 'https://apps.apple.com/app/authy/id494168017',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.authy.authy',
  },
  {
    name: 'Google Authenticator',
    appStore: 'https://apps.apple.com/app/google-authenticator/id388497605',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
  },
  {
    name: 'Microsoft Authenticator',
    appStore: 'https://apps.apple.com/app/microsoft-authenticator/id983156458',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.azure.authenticator',
  },
] as const;

/** A setup key as people copy it by eye: groups of four. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
