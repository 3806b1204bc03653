import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The "Security" area of /profile: devices, password, two-step verification. */
export function SecuritySettings() {
  return (
    <div className="flex flex-col gap-5 md:gap-6">
      <SessionsCard />
      <TwoFactorCard />
      <ChangePasswordCard />
    </div>
  );
}
