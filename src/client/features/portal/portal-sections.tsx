/** The portal's sections, one file each; the page imports them from here. */
export { AppointmentsSection } from "./portal-appointments-section";
export { ChecklistSection } from "./portal-checklist-section";
export { ContactSection, NeedHelpSection, QuickLinksSection } from "./portal-contact-sections";
export { ContractsSection } from "./portal-contracts-section";
export { EstimatesSection } from "./portal-estimates-section";
export { FilesSection } from "./portal-files-section";
export { MessagesSection } from "./portal-messages-section";
export { QuestionnairesSection } from "./portal-questionnaires-section";
