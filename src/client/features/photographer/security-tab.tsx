import { BackupCard } from "@/features/backups";
import { YourDataCard } from "@/features/exports";
import { ChangePasswordCard } from "./change-password-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

export function SecurityTab() {
  return (
    <div className="grid max-w-3xl gap-6">
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
      <YourDataCard />
      <BackupCard />
    </div>
  );
}
