import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, Redirect } from "wouter";
import { PageSpinner } from "@/components/layout/page-spinner";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { loginInputSchema } from "../../../shared/auth";
import { AuthLayout } from "./auth-layout";
import { TwoFactorStep } from "./two-factor-step";
import { needsTwoFactor, useLogin } from "./use-auth-mutations";

export function LoginPage() {
  const { user, isLoading } = useAuth();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (user) return <Redirect to="/" replace />;
  // The password was right and two-factor is on: the same page asks for the code.
  if (needsTwoFactor(login.data)) return <TwoFactorStep onRestart={() => login.reset()} />;

  const busy = login.isPending;
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to your studio to pick up where you left off."
      footer={
        <>
          Don't have an account?{" "}
          <Link
            href="/register"
            className="font-medium text-primary-solid underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <FormField
          id="login-email"
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
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register("password")}
        />
        <SubmitButton size="lg" className="mt-1 w-full" busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
