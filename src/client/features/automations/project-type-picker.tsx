import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIsMobile } from "@/hooks/use-mobile";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";

const isProjectType = (value: string): value is ProjectType =>
  (PROJECT_TYPES as readonly string[]).includes(value);

/** SPEC §2: project-type tabs, a dropdown under 768 px; the chosen type's automations are the panel. */
export function ProjectTypePicker({
  value,
  onChange,
  children,
}: {
  value: ProjectType;
  onChange: (type: ProjectType) => void;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const change = (next: string) => {
    if (isProjectType(next)) onChange(next);
  };

  if (isMobile) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="automations-project-type">Project type</Label>
          <Select value={value} onValueChange={change}>
            <SelectTrigger id="automations-project-type" className="w-full bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROJECT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {projectTypeLabel(type)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {children}
      </div>
    );
  }

  return (
    <Tabs value={value} onValueChange={change} className="gap-4">
      {/* Eleven tabs overflow a narrow content area: the strip scrolls sideways rather than wrapping. */}
      <div className="-m-1 overflow-x-auto p-1">
        <TabsList aria-label="Project type" className="h-10">
          {PROJECT_TYPES.map((type) => (
            <TabsTrigger key={type} value={type} className="flex-none px-3">
              {projectTypeLabel(type)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value={value} tabIndex={-1} className="focus-visible:ring-0">
        {children}
      </TabsContent>
    </Tabs>
  );
}
