import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import { PASSWORD_RULE_HINT } from "../../../shared/password-rule";
import { changePasswordInputSchema } from "../../../shared/photographer-security";
import { fieldErrors, focusFirstError } from "./field-errors";
import { useChangePassword } from "./use-security";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
const WRONG_PASSWORD = "Current password is incorrect";

/** Settings > Security: a new password, which also signs every other browser out. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const { user } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { currentPassword: useId(), newPassword: useId(), confirmPassword: useId() };
  const order = [
    { name: "currentPassword", id: ids.currentPassword },
    { name: "newPassword", id: ids.newPassword },
    { name: "confirmPassword", id: ids.confirmPassword },
  ];

  const set = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordInputSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = values.confirmPassword ? "Passwords do not match" : "Confirm your new password";
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      focusFirstError(found, order);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: ({ revoked }) => {
        setValues(EMPTY);
        toast({
          title: "Password changed",
          description:
            revoked > 0
              ? `You're still signed in here; ${revoked === 1 ? "1 other session was" : `${revoked} other sessions were`} signed out.`
              : "You're still signed in here.",
        });
      },
      onError: (error) => {
        // The wrong current password belongs under its field; anything else is a toast.
        if (error instanceof ApiError && error.serverMessage === WRONG_PASSWORD) {
          setErrors({ currentPassword: WRONG_PASSWORD });
          document.getElementById(ids.currentPassword)?.focus();
          return;
        }
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to change your password. Please try again."),
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else; you stay signed in here.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit} className="contents">
        <CardContent className="grid gap-5">
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.email ?? ""}
            hidden
            readOnly
          />
          <FormField
            id={ids.currentPassword}
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={set("currentPassword")}
            className="sm:max-w-sm"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ids.newPassword}
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              hint={PASSWORD_RULE_HINT}
              value={values.newPassword}
              error={errors.newPassword}
              onChange={set("newPassword")}
            />
            <FormField
              id={ids.confirmPassword}
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              error={errors.confirmPassword}
              onChange={set("confirmPassword")}
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton busy={change.isPending} busyLabel="Changing..." className="w-full sm:w-auto">
            Change password
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
