// create-next-app's starter page, its text through next-intl, rendered per request as Keycard's pages are.
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Continue } from './continue';

export const dynamic = 'force-dynamic';

export default async function Home() {
  const t = await getTranslations('home');
  return (
    <div className="page">
      <main className="main">
        <Image className="logo" src="/logo.svg" alt={t('logoAlt')} width={100} height={20} priority />
        <div className="intro">
          <h1>{t('heading')}</h1>
          <p>
            {t.rich('lead', {
              templates: (chunks) => <a href="https://vercel.com/templates?framework=next.js">{chunks}</a>,
              learn: (chunks) => <a href="https://nextjs.org/learn">{chunks}</a>,
            })}
          </p>
        </div>
        <div className="ctas">
          <a className="primary" href="https://vercel.com/new" target="_blank" rel="noopener noreferrer">
            <Image className="mark" src="/mark.svg" alt="" width={16} height={16} />
            {t('deploy')}
          </a>
          <a className="secondary" href="https://nextjs.org/docs" target="_blank" rel="noopener noreferrer">
            {t('docs')}
          </a>
        </div>
        <form method="post" action="/">
          <label htmlFor="email">{t('email')}</label>
          <input id="email" name="email" type="email" autoComplete="username" required />
          <Continue />
        </form>
      </main>
    </div>
  );
}
