/**
 * /verify: a public page where anyone holding a contract PDF (the client, their bank, a lawyer) checks
 * that it is one the studio's contracts issued, unchanged. No sign-in and no studio chrome.
 */
import { useMutation } from "@tanstack/react-query";
import { BadgeCheck, FileSearch, LoaderCircle, ShieldCheck, ShieldX } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { FieldMessage, invalidProps } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fileProblem, type VerifyOutcome, verifyFile } from "./verify-upload";

function VerifyResultPanel({ outcome }: { outcome: VerifyOutcome }) {
  if (outcome.kind === "valid") {
    return (
      <div className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">This document is authentic and unchanged</p>
          <p className="text-sm">
            Contract ID: <code className="font-mono break-all">{outcome.contractId}</code>
          </p>
        </div>
      </div>
    );
  }
  if (outcome.kind === "invalid") {
    return (
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <ShieldX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">This document could not be verified</p>
          <p className="text-sm">{outcome.reason}</p>
        </div>
      </div>
    );
  }
  return null;
}

export function VerifyPage() {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const check = useMutation({ mutationFn: (chosen: File) => verifyFile(chosen) });

  useEffect(() => {
    document.title = "Verify a signed contract";
  }, []);

  const outcome = check.data;
  // A failed check (refused, offline) is shown under the field, like a problem with the file.
  const message = problem ?? (outcome?.kind === "error" ? outcome.message : undefined);

  function choose(chosen: File | null) {
    setFile(chosen);
    check.reset();
    // Only a file over the limit is flagged at once; a missing file is said on submit.
    setProblem(chosen ? (fileProblem(chosen) ?? undefined) : undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const refused = fileProblem(file);
    setProblem(refused ?? undefined);
    if (refused || !file) return;
    check.mutate(file);
  }

  const field = invalidProps(messageId, message);
  return (
    <div className="min-h-svh bg-linear-to-b from-slate-50 to-slate-100/80">
      <main className="flex min-h-svh items-center justify-center px-4 py-10">
        <Card className="w-full max-w-lg">
          <CardHeader className="justify-items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-3 text-xl font-semibold tracking-tight text-balance">
              Verify a signed contract
            </h1>
            <p className="text-sm text-muted-foreground">
              Choose a contract PDF you received. We check that it is the document that was signed, with not a
              single byte changed.
            </p>
          </CardHeader>
          <CardContent className="space-y-5">
            <form className="space-y-3" onSubmit={submit} noValidate>
              <Label htmlFor={inputId}>Contract PDF</Label>
              <Input
                id={inputId}
                type="file"
                accept="application/pdf"
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
                aria-invalid={field["aria-invalid"]}
                aria-describedby={field["aria-describedby"] ? `${hintId} ${messageId}` : hintId}
              />
              <p id={hintId} className="text-xs text-muted-foreground">
                A PDF of at most 10 MB.
              </p>
              <FieldMessage id={messageId} message={message} />
              <Button type="submit" className="w-full" disabled={check.isPending}>
                {check.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <FileSearch aria-hidden="true" />
                )}
                {check.isPending ? "Checking..." : "Verify"}
              </Button>
            </form>
            <div aria-live="polite">{outcome ? <VerifyResultPanel outcome={outcome} /> : null}</div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
