// A tone's icon (info, success, warning, error) in the tone's colour; decorative beside words that
// say the same.
import { Icon } from './icon';

export type Tone = 'info' | 'success' | 'warning' | 'error';

const TONE_TEXT: Record<Tone, string> = { info: 'text-info', success: 'text-success', warning: 'text-warning', error: 'text-danger' };

export function StatusIcon({ tone, className = '' }: { tone: Tone; className?: string }) {
  return <Icon name={tone} className={`${TONE_TEXT[tone]} ${className}`} />;
}

/** A status screen's icon: large, in a tinted disc, centred above the heading. */
export function StatusBadge({ tone }: { tone: Tone }) {
  const tint = { info: 'bg-info-tint', success: 'bg-success-tint', warning: 'bg-warning-tint', error: 'bg-danger-tint' }[tone];
  return (
    <div className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${tint}`}>
      <StatusIcon tone={tone} className="size-7.5" />
    </div>
  );
}
