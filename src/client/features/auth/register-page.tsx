import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, Redirect } from "wouter";
import { PageSpinner } from "@/components/layout/page-spinner";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { DEFAULT_TIMEZONE, registerInputSchema } from "../../../shared/auth";
import { PASSWORD_RULE_HINT } from "../../../shared/password-rule";
import { localTimeZoneOr } from "../../../shared/time-zone";
import { AuthLayout } from "./auth-layout";
import { useRegister } from "./use-auth-mutations";

export function RegisterPage() {
  const { user, isLoading } = useAuth();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { businessName: "", email: "", password: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (user) return <Redirect to="/" replace />;

  const busy = register.isPending;
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start managing your wedding photography business"
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="font-medium text-primary-solid underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="grid gap-5"
        // The studio starts in the browser's zone (changeable in Settings), else the default.
        onSubmit={form.handleSubmit((values) =>
          register.mutate({ ...values, timezone: localTimeZoneOr(DEFAULT_TIMEZONE) }),
        )}
      >
        <FormField
          id="register-business-name"
          label="Business Name"
          autoComplete="organization"
          placeholder="Golden Hour Studio"
          required
          error={errors.businessName?.message}
          {...form.register("businessName")}
        />
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourstudio.com"
          required
          error={errors.email?.message}
          {...form.register("email")}
        />
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULE_HINT}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <SubmitButton size="lg" className="mt-1 w-full" busy={busy} busyLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
