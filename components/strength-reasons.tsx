// Issue 41: the reasons a new password is easy to guess, as a list that describes its field
// (`${id}-strength`): the server's, shown without JavaScript, and the meter's as the person types.
export function StrengthReasons({ id, reasons, className }: { id: string; reasons: readonly string[]; className: string }) {
  return (
    <ul id={`${id}-strength`} className={`${className} list-disc pl-5 text-on-muted`}>
      {reasons.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}
