// "Step N of M" for a multi-step setup: the words are what is read (a live region, so a step that
// changes in place is announced); the bar of segments beside them is decoration.
export function Stepper({ step, of, label }: { step: number; of: number; label: string }) {
  return (
    <div className="mb-4">
      <p aria-live="polite" className="mb-2 text-sm font-medium text-on-muted">
        {label}
      </p>
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: of }, (_, i) => (
          <span key={i} className={`h-1 flex-1 rounded-full ${i < step ? 'bg-primary' : 'bg-edge'}`} />
        ))}
      </div>
    </div>
  );
}
