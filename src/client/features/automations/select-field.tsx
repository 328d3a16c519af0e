/** The automation forms' selects are the shared labelled select. */
export { SelectField } from "@/components/select-field";
