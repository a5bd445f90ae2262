// Issue 38: kim's badge read by the camera. Chromium's fake capture device plays a video of her QR
// code (made here, from the code alone, as the badge prints it); the page reads it with its decoder
// (Chromium on Linux has no BarcodeDetector of its own: the WebAssembly one), fills the field and goes
// on to her PIN. The decoder loads on this page only, and only when the camera is asked for.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { expect, test } from '@playwright/test';
import { KIM_BADGE, KIM_PIN } from '../../sandbox/seed';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, SEASIDE, expectSignedInAtDemo } from './support';

const SIZE = 480;
const FRAMES = 10;

/** A YUV 4:2:0 video (y4m) of a code's QR: black modules on white, a quiet zone of four modules. */
function qrVideo(text: string, path: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor(SIZE / (modules + 8));
  const offset = Math.floor((SIZE - modules * scale) / 2);
  const luma = Buffer.alloc(SIZE * SIZE, 235);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++) if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * SIZE + offset + x] = 16;
  const chroma = Buffer.alloc((SIZE / 2) * (SIZE / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F5:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: FRAMES }, () => frame)]));
}

const dir = join(process.cwd(), '.test-output');
mkdirSync(dir, { recursive: true });
const video = join(dir, 'kim-badge.y4m');
qrVideo(KIM_BADGE, video);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});

test('kim holds her badge up to the camera: it is read, the PIN page follows, and she reaches the application', async ({ page }) => {
  const decoder: string[] = [];
  page.on('request', (r) => {
    if (/zxing|\.wasm/.test(r.url())) decoder.push(r.url());
  });
  await page.goto(`${SEASIDE}/login/badge?redirectUri=${encodeURIComponent(CALLBACK)}`);
  const scan = page.getByRole('button', { name: 'Scan with camera' });
  await expect(scan).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing of the decoder is fetched until the camera is asked for.
  expect(decoder).toEqual([]);
  await scan.click();
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Logging in as Kim')).toBeVisible();
  expect(decoder.some((u) => u.endsWith('.wasm'))).toBe(true);
  await page.getByLabel('PIN', { exact: true }).fill(KIM_PIN);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectSignedInAtDemo(page, 'kim@seaside.test');
});

test('the e-mail stage never loads the decoder, and the camera may be asked for on the badge stage only', async ({ page }) => {
  const decoder: string[] = [];
  page.on('request', (r) => {
    if (/zxing|\.wasm/.test(r.url())) decoder.push(r.url());
  });
  const login = await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  expect(login?.headers()['permissions-policy']).toContain('camera=()');
  await page.getByRole('link', { name: 'Sign in with a badge' }).click();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  expect(decoder).toEqual([]);
  const badge = await page.goto(`${SEASIDE}/login/badge`);
  expect(badge?.headers()['permissions-policy']).toContain('camera=(self)');
  expect(badge?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  expect(login?.headers()['content-security-policy']).not.toContain('wasm');
});
