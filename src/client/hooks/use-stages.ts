import { useQuery } from "@tanstack/react-query";
import type { ProjectType, Stage } from "../../shared/projects";

export const stagesQueryKey = (type: ProjectType) => [`/api/stages?projectType=${type}`] as const;

export function useStages(type: ProjectType, enabled = true) {
  return useQuery<Stage[]>({ queryKey: stagesQueryKey(type), enabled });
}
