import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { z } from "zod";
import { AUTH_QUERY_KEY } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import type { loginInputSchema, registerInputSchema, SessionUser } from "../../../shared/auth";
import type { TwoFactorLoginInput, TwoFactorRequired } from "../../../shared/two-factor";

export type LoginValues = z.output<typeof loginInputSchema>;
export type RegisterValues = z.output<typeof registerInputSchema>;

export function needsTwoFactor(answer: SessionUser | TwoFactorRequired | undefined): boolean {
  return answer !== undefined && "twoFactorRequired" in answer && answer.twoFactorRequired;
}

/** What every way of signing in ends with: the user recorded, a greeting, and home. */
function useSignedIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (user: SessionUser) => {
    queryClient.setQueryData(AUTH_QUERY_KEY, user);
    toast({ title: "Welcome back!", description: "You have been logged in successfully." });
    navigate("/");
  };
}

/**
 * The password step. With two-factor on, the answer is `{ twoFactorRequired: true }` instead of the
 * user; the login page reads that from the mutation's data and asks for a code.
 */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const res = await apiRequest("POST", "/api/auth/login", values);
      return (await res.json()) as SessionUser | TwoFactorRequired;
    },
    onSuccess: (answer) => {
      if (!needsTwoFactor(answer)) signedIn(answer as SessionUser);
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Login failed",
        description: errorMessage(error, "Invalid email or password"),
      });
    },
  });
}

/** The second step: a code from the authenticator app, or a recovery code. Errors are the page's to show. */
export function useTwoFactorLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (input: TwoFactorLoginInput) => {
      const res = await apiRequest("POST", "/api/auth/login/two-factor", input);
      return (await res.json()) as SessionUser;
    },
    onSuccess: signedIn,
  });
}

/** Registration creates the account but does not sign in: the visitor goes on to /login. */
export function useRegister() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (values: RegisterValues) => {
      await apiRequest("POST", "/api/auth/register", values);
    },
    onSuccess: () => {
      toast({
        title: "Account created!",
        description: "Your photographer account has been created. Please sign in.",
      });
      navigate("/login");
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Registration failed",
        description: errorMessage(error, "Something went wrong. Please try again."),
      });
    },
  });
}

/** Logout always signs out locally; a server failure is only logged. */
