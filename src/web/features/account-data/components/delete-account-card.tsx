/** Profile › Your data: delete the account (issue 19). Placeholder until built. */
export function DeleteAccountCard() {
  return null;
}
