'use client';
// Issue 38: a badge's QR code read by the camera, on the badge stage only. The browser's own
// BarcodeDetector where it has one that reads QR codes (Android, ChromeOS, macOS); elsewhere the same
// API from `barcode-detector` (MIT, maintained), ZXing-C++ compiled to WebAssembly, loaded only when
// the person asks for the camera and its WebAssembly served from our own origin. Only a code that reads
// as a badge code (lib/badges/codes.ts) is taken; it fills the field and the form is sent. Without
// JavaScript or a camera the button is not there (its place is kept while the page comes alive):
// typing, or a scanner's keystrokes, serve instead.
import { useEffect, useRef, useState } from 'react';
import { groupCode, readCode } from '@/lib/badges/codes';
import { useHydrated } from '@/lib/client/use-hydrated';
import { Button } from './button';

export type BadgeScannerText = { scan: string; stopScan: string; scanning: string; scanRead: string; cameraUnavailable: string };

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type State = 'idle' | 'scanning' | 'read' | 'unavailable';

/** How often a frame is looked at: often enough to feel instant, rarely enough to spare a phone's battery. */
const FRAME_MS = 200;

/** The decoder's WebAssembly, emitted with the page's other static files (hashed, cached for good). */
function wasmUrl(): string {
  return new URL('../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', import.meta.url).href;
}

async function qrDetector(): Promise<Detector> {
  const Native = (window as { BarcodeDetector?: { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes('qr_code')) return new Native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl() : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

function ScannerPlace({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="kc-script-place mb-5">
      <Button type="button" variant="secondary" disabled tabIndex={-1}>
        {label}
      </Button>
      <p className="mt-2 text-sm" />
    </div>
  );
}

export function BadgeScanner({ onCode, text }: { onCode: (code: string) => void; text: BadgeScannerText }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('idle');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stop = () => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };
  // The camera never outlives the page.
  useEffect(() => stop, []);

  // Its place is kept until the page is live (no layout shift where the camera is there, the usual
  // case); a browser without a camera API, or without scripts, loses it.
  if (!hydrated) return <ScannerPlace label={text.scan} />;
  if (!navigator.mediaDevices?.getUserMedia) return null;

  const start = async () => {
    setState('scanning');
    try {
      const [media, detector] = await Promise.all([navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }), qrDetector()]);
      stream.current = media;
      const el = video.current;
      if (!el) return stop();
      el.srcObject = media;
      await el.play();
      const look = async () => {
        if (!stream.current) return;
        const found = el.readyState >= 2 ? await detector.detect(el).catch(() => []) : [];
        const code = found.map((f) => readCode('badge', f.rawValue)).find((c) => c !== null);
        if (code) {
          stop();
          setState('read');
          onCode(groupCode(code));
          return;
        }
        timer.current = window.setTimeout(() => void look(), FRAME_MS);
      };
      void look();
    } catch {
      // Refused, no camera, or a decoder that would not load: typing still works.
      stop();
      setState('unavailable');
    }
  };

  return (
    <div className="mb-5">
      {state === 'scanning' ? (
        <>
          {/* Muted and inline, so a phone plays it in the page; its picture is for aiming, the field says the rest. */}
          <video ref={video} muted playsInline aria-hidden="true" className="mb-3 aspect-square w-full rounded-md bg-black object-cover" />
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              stop();
              setState('idle');
            }}
          >
            {text.stopScan}
          </Button>
        </>
      ) : (
        <Button type="button" variant="secondary" onClick={() => void start()}>
          {text.scan}
        </Button>
      )}
      <p role="status" className="mt-2 text-sm text-on-muted">
        {state === 'scanning' ? text.scanning : state === 'read' ? text.scanRead : state === 'unavailable' ? text.cameraUnavailable : ''}
      </p>
    </div>
  );
}
