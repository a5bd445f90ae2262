// A tone's icon (info, success, warning, error): decorative beside words that say the same, so hidden
// from assistive technology; drawn with currentColor, so forced colours repaint it.
export type Tone = 'info' | 'success' | 'warning' | 'error';

const TONE_TEXT: Record<Tone, string> = { info: 'text-info', success: 'text-success', warning: 'text-warning', error: 'text-danger' };

const PATHS: Record<Tone, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'm7.5 12.5 3 3 6-6.5',
  warning: 'M12 8v5M12 16.5h.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

export function StatusIcon({ tone, size = 20, className = '' }: { tone: Tone; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${TONE_TEXT[tone]} ${className}`}
    >
      {tone === 'warning' ? (
        <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      ) : (
        <circle cx="12" cy="12" r="9.5" />
      )}
      <path d={PATHS[tone]} />
    </svg>
  );
}

/** A status screen's icon: large, in a tinted disc, centred above the heading. */
export function StatusBadge({ tone }: { tone: Tone }) {
  const tint = { info: 'bg-info-tint', success: 'bg-success-tint', warning: 'bg-warning-tint', error: 'bg-danger-tint' }[tone];
  return (
    <div className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${tint}`}>
      <StatusIcon tone={tone} size={30} />
    </div>
  );
}
