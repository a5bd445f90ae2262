// Blur validation that does not move the button under the user's pointer: when focus is going to
// the form's own submit button, the submit validates everything, so the blur does nothing. (Showing
// or hiding an error line there would shift the button between mousedown and mouseup and swallow
// the click.)
export function isFocusMovingToSubmit(event: { relatedTarget: EventTarget | null; target: EventTarget | null }): boolean {
  const next = event.relatedTarget as HTMLButtonElement | null;
  const form = (event.target as HTMLInputElement | null)?.form;
  return !!next && next.tagName === 'BUTTON' && next.type === 'submit' && !!form && next.form === form;
}
