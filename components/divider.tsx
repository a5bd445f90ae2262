// A rule with a word in it ("or") between two ways to go on.
export function Divider({ label }: { label: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-on-muted">
      <span aria-hidden="true" className="h-px flex-1 bg-edge" />
      <span>{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-edge" />
    </div>
  );
}
