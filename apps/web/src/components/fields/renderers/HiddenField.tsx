/** Hidden: carries a value the user never sees. */
export function HiddenField() {
  return null;
}
