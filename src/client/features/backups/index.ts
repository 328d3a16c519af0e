export { BackupCard } from "./backup-card";
