/** What other features may use from projects: the client picker of the project and proposal forms. */
export { ClientPicker } from "./client-picker";
