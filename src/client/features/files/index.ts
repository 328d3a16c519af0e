export { ClientFilesCard } from "./client-files-card";
