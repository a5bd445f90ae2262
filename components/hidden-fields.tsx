// Hidden inputs that carry the flow's parameters through a form post.
export function HiddenFields({ values }: { values: Record<string, string | undefined> }) {
  return <>{Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}</>;
}
