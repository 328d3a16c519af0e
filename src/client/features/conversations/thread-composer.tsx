import { LoaderCircle, Send } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { MAX_MESSAGE_LENGTH, type ThreadChannel } from "../../../shared/conversations";
import { AttachButton, AttachmentChips, useAttachments } from "./attachment-picker";
import { canSend, channelChoices, defaultChannel, type ThreadClient } from "./thread-format";
import { uploadStudioFile, useSendThreadMessage } from "./use-thread";

/** What the toast says once it went: the channel it went on, under one plain title. */
const SENT_BY: Record<ThreadChannel, string> = {
  EMAIL: "Sent by e-mail.",
  SMS: "Sent as a text message.",
  PORTAL: "Posted to the client's portal.",
  NOTE: "Only your studio can see it.",
};

/** Write to the client on a channel (or a note for the studio), with files; Ctrl/⌘ + Enter sends. */
export function ThreadComposer({
  client,
  projectId,
  textareaRef,
}: {
  client: ThreadClient;
  projectId?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const choices = channelChoices(client);
  const [channel, setChannel] = useState<ThreadChannel>(() => defaultChannel(client));
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const attachments = useAttachments((file) => uploadStudioFile(file, client.id, projectId));
  const send = useSendThreadMessage(client.id);
  const ids = { channel: useId(), subject: useId(), message: useId(), hint: useId() };

  const closed = choices.filter((c) => c.disabledReason);
  const chosenClosed = choices.find((c) => c.channel === channel)?.disabledReason ?? null;
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_MESSAGE_LENGTH;
  const ready =
    !chosenClosed &&
    !send.isPending &&
    canSend({
      text,
      attachments: attachments.files.length,
      uploading: attachments.uploading,
      max: MAX_MESSAGE_LENGTH,
    });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    send.mutate(
      {
        channel,
        content: trimmed,
        subject: channel === "EMAIL" && subject.trim() ? subject.trim() : undefined,
        projectId,
        attachmentIds: attachments.files.length > 0 ? attachments.files.map((f) => f.id) : undefined,
      },
      {
        onSuccess: () => {
          setText("");
          setSubject("");
          attachments.clear();
          toast({ title: channel === "NOTE" ? "Note saved" : "Message sent", description: SENT_BY[channel] });
        },
        // What was typed stays in the box: nothing typed is lost on an error.
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Not sent",
            description: errorMessage(error, "The message could not be sent. Please try again."),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          id={ids.channel}
          label="Send as"
          value={channel}
          onChange={(value) => setChannel(value as ThreadChannel)}
          hint={
            closed.length > 0 ? closed.map((c) => `${c.label}: ${c.disabledReason}.`).join(" ") : undefined
          }
        >
          {choices.map((choice) => (
            <SelectItem key={choice.channel} value={choice.channel} disabled={Boolean(choice.disabledReason)}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectField>
        {channel === "EMAIL" ? (
          <div className="grid min-w-0 content-start gap-2">
            <Label htmlFor={ids.subject}>Subject</Label>
            <Input
              id={ids.subject}
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
              placeholder="A subject naming your studio is used when empty"
            />
          </div>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.message}>Message</Label>
        <Textarea
          ref={textareaRef}
          id={ids.message}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit();
          }}
          placeholder={
            channel === "NOTE" ? "A note only your studio sees..." : `Write to ${client.firstName}...`
          }
          rows={3}
          className={cn("max-h-48 min-h-20", channel === "NOTE" && "bg-amber-50/60")}
          aria-invalid={tooLong || undefined}
          aria-describedby={ids.hint}
        />
      </div>
      <AttachmentChips attachments={attachments} />
      <div className="flex flex-wrap items-center gap-3">
        <AttachButton attachments={attachments} />
        <p
          id={ids.hint}
          className={cn("text-xs", tooLong ? "text-destructive" : "hidden text-muted-foreground sm:block")}
        >
          {tooLong
            ? `The message is too long (${trimmed.length.toLocaleString("en-US")} of ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters)`
            : "Ctrl or ⌘ + Enter to send"}
        </p>
        <Button type="submit" disabled={!ready} aria-busy={send.isPending || undefined} className="ml-auto">
          {send.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          Send
        </Button>
      </div>
    </form>
  );
}
