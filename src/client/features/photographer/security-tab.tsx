import { ChangePasswordCard } from "./change-password-card";
import { SessionsCard } from "./sessions-card";

export function SecurityTab() {
  return (
    <div className="grid max-w-3xl gap-6">
      <ChangePasswordCard />
      <SessionsCard />
    </div>
  );
}
