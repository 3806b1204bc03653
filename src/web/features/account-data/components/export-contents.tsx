/** What the ZIP holds, in the words the README inside it uses. */
const INCLUDED = [
  'Your profile, account details and settings',
  'Properties you host, with their terms, photos and onboarding checklist',
  'Memberships, stays and stay requests',
  'Agreements, every version',
  'Onboarding, chores and their history',
  'Your points ledger, rewards and redemptions',
  'Conversations and every message in them',
  'Notifications',
  'Reviews you wrote and received, and reports you made',
  'The photos you uploaded',
] as const;

/** A disclosure listing what 'Download my data' includes (closed by default: it is long). */
export function ExportContents() {
  return (
    <details className="group rounded-xl border border-border px-4 py-3 text-body-sm">
      <summary className="cursor-pointer font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
        What’s included
      </summary>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-muted-foreground">
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">
        Each part is a JSON file, with a README explaining it. Your password and sign-in secrets are
        never included.
      </p>
    </details>
  );
}
