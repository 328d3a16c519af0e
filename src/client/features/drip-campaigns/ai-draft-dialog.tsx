import { useId, useState } from "react";
import { useLocation } from "wouter";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useMoney } from "@/hooks/use-money";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { CAMPAIGN_LIMITS, draftWithAiInputSchema } from "../../../shared/drip-campaigns";
import { TypeAndStagesFields } from "./campaign-fields";
import { type CampaignFormErrors, NEW_CAMPAIGN } from "./campaign-form";
import { useDraftWithAi } from "./use-drip-campaigns";

interface AiDraftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  model: string | null;
}

/** "Draft with AI": a prompt and the studio's context in, a campaign of pending e-mails out (nothing sent). */
export function AiDraftDialog({ open, onOpenChange, model }: AiDraftDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Draft a campaign with AI"
      description={`The AI${model ? ` (${model})` : ""} writes the e-mails; each one waits for your approval, and nothing is sent until you activate the campaign.`}
      className="sm:max-w-xl"
    >
      <AiDraftForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type Field = "prompt" | "emailCount" | "style" | "priceRange" | "name";

function AiDraftForm({ onDone }: { onDone: () => void }) {
  const money = useMoney();
  const id = useId();
  const [campaign, setCampaign] = useState(NEW_CAMPAIGN);
  const [prompt, setPrompt] = useState("");
  const [emailCount, setEmailCount] = useState("3");
  const [style, setStyle] = useState("");
  const [priceRange, setPriceRange] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<CampaignFormErrors & Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useDraftWithAi();
  const [, navigate] = useLocation();

  const submit = () => {
    const count = /^\s*\d+\s*$/.test(emailCount) ? Number(emailCount) : Number.NaN;
    const parsed = draftWithAiInputSchema.safeParse({
      prompt,
      name: name.trim() || undefined,
      projectType: campaign.projectType,
      targetStageIds: campaign.targetStageIds,
      emailCount: count,
      style: style.trim() || undefined,
      priceRange: priceRange.trim() || undefined,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "prompt") as keyof typeof errors;
        found[key] ??= issue.message.replace(/^emailCount must be/, "The number of e-mails must be");
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    draft.mutate(parsed.data, {
      onSuccess: (created) => {
        toast({
          title: "Campaign drafted",
          description: `${created.emails.length} e-mails are waiting for your approval.`,
        });
        onDone();
        navigate(`/drip-campaigns/custom/${created.id}`);
      },
      // The server says why in words (not set up, timed out, declined, an answer it could not use).
      onError: (error) => setFailure(errorMessage(error, "The AI draft failed. Please try again.")),
    });
  };

  return (
    <form
      className="grid gap-5"
      noValidate
      aria-busy={draft.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-prompt`}>
          What should the campaign say?
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Textarea
          id={`${id}-prompt`}
          rows={4}
          value={prompt}
          maxLength={CAMPAIGN_LIMITS.promptLength}
          onChange={(event) => setPrompt(event.target.value)}
          placeholder="Warm follow-ups for couples who asked about a wedding but have not booked a call yet."
          aria-invalid={errors.prompt ? true : undefined}
          aria-describedby={errors.prompt ? `${id}-prompt-message` : undefined}
        />
        {errors.prompt ? (
          <p id={`${id}-prompt-message`} role="alert" className="text-sm text-destructive">
            {errors.prompt}
          </p>
        ) : null}
      </div>
      <TypeAndStagesFields values={campaign} errors={errors} onChange={setCampaign} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-count`}
          label="Number of e-mails"
          required
          inputMode="numeric"
          value={emailCount}
          onChange={(event) => setEmailCount(event.target.value)}
          hint={`1 to ${CAMPAIGN_LIMITS.aiEmails}`}
          error={errors.emailCount}
        />
        <FormField
          id={`${id}-name`}
          label="Campaign name"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          hint="Optional: the AI names it otherwise"
          error={errors.name}
        />
        <FormField
          id={`${id}-style`}
          label="Your style"
          value={style}
          maxLength={200}
          onChange={(event) => setStyle(event.target.value)}
          placeholder="relaxed, documentary"
          error={errors.style}
        />
        <FormField
          id={`${id}-price`}
          label="Price range"
          value={priceRange}
          maxLength={100}
          onChange={(event) => setPriceRange(event.target.value)}
          placeholder={`${money(300_000)}–${money(600_000)}`}
          error={errors.priceRange}
        />
      </div>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <FormDialogFooter sticky busy={draft.isPending} submitLabel="Draft campaign" busyLabel="Drafting..." />
    </form>
  );
}
