import { type QueryKey, useQuery } from "@tanstack/react-query";
import type { Project, ProjectType } from "../../shared/projects";

export const PROJECTS_QUERY_KEY = ["/api/projects"] as const;
export const projectsKey = (type?: ProjectType): QueryKey =>
  type ? [`/api/projects?projectType=${type}`] : PROJECTS_QUERY_KEY;

/** Newest first; with a type, only that type's projects (the server filters). */
export function useProjects(projectType?: ProjectType) {
  return useQuery<Project[]>({ queryKey: projectsKey(projectType) });
}
