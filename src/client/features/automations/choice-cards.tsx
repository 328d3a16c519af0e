import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export interface Choice<T extends string> {
  value: T;
  title: string;
  description?: string;
  icon?: LucideIcon;
}

interface ChoiceCardsProps<T extends string> {
  /** The radios' shared name, also the prefix of their ids. */
  name: string;
  legend: string;
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  className?: string;
}

/**
 * A radio group drawn as cards. Native radios keep arrow-key movement and the group semantics; each is
 * named by its title alone (the description is its description), so "Stage" stays "Stage".
 */
export function ChoiceCards<T extends string>({
  name,
  legend,
  value,
  onChange,
  choices,
  className,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2", className)}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value.toLowerCase()}`;
          const Icon = choice.icon;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary-solid has-[:checked]:bg-blue-50/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-labelledby={`${id}-title`}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-primary-solid focus-visible:outline-none"
              />
              <span className="grid gap-0.5">
                <span id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-medium">
                  {Icon ? <Icon aria-hidden="true" className="size-4 text-muted-foreground" /> : null}
                  {choice.title}
                </span>
                {choice.description ? (
                  <span id={`${id}-description`} className="text-xs text-muted-foreground">
                    {choice.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
