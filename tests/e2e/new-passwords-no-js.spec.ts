// Issue 41 without JavaScript: every rule holds on submit, with the same messages at the field.
import { test } from '@playwright/test';
import { newPasswordJourneys } from './new-password-journeys';

test.use({ javaScriptEnabled: false });
newPasswordJourneys(false);
