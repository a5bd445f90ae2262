// The passkey offer's form (issue 24): after a password sign-in, "Later" or "Don't ask again".
import { formSchema, oneOf } from './form-schema';

export const PasskeyOfferForm = formSchema({ choice: oneOf(['later', 'never'] as const) });
