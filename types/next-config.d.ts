// The configuration next.config.mjs exports, typed for the tests that read it (the file is plain
// JavaScript, which `tsc` does not type here).
declare module '@/next.config.mjs' {
  const config: import('next').NextConfig;
  export default config;
}
