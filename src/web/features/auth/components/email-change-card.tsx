/** Profile › Security: change the email address (issue 19). Placeholder until built. */
export function EmailChangeCard(_props: { email: string }) {
  return null;
}
