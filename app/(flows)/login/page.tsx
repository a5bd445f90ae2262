// /login: the e-mail stage, the default (SPEC §2).
export { default, generateMetadata } from './email/page';
