/** What other features may use from questionnaires: reading answers and sending one for a project. */
export { AnswersDialog } from "./answers-dialog";
export { AssignToProjectDialog } from "./assign-to-project-dialog";
