// GET /api/mfa/recovery-codes/download: the new recovery codes as a text file named for the tenant
// (issue 25), while they are being shown. Never cached, never stored by a proxy.
import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { route } from '@/lib/http/route';
import { recoveryCodesFile, recoveryCodesFileName } from '@/lib/mfa/recovery-codes';
import { pendingRecoveryCodes, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { COOKIE } from '@/lib/sign-in/cookies';

export const GET = route({
  session: 'required',
  async handle({ request, session, tenant }) {
    const pending = await pendingRecoveryCodes(request.cookies.get(COOKIE.recoveryCodes)?.value, session);
    if (!pending) return { next: RECOVERY_CODES_PATH };
    const t = await getTranslations('mfa.recoveryCodes');
    const text = recoveryCodesFile({
      heading: t('fileHeading', { tenant: tenant.theme.name, email: session.identity.email }),
      note: t('fileNote'),
      codes: pending.codes,
    });
    const response = new NextResponse(text, {
      status: 200,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="${recoveryCodesFileName(tenant.code)}"`,
        'Cache-Control': 'no-store',
      },
    });
    return { response };
  },
});
