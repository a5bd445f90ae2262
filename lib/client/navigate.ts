// A full navigation, through one function so component tests can watch it (jsdom cannot redefine
// window.location): on to the next screen, often another site (the calling application).
export function navigate(url: string): void {
  window.location.assign(url);
}
