export { ClientDataCard } from "./client-data-card";
export { YourDataCard } from "./your-data-card";
