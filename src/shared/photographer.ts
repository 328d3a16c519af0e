/** The studio's own settings as the photographer reads them (GET /api/photographer). */
export interface PhotographerSettings {
  id: string;
  businessName: string;
  logoUrl: string | null;
  profilePicture: string | null;
  brandPrimary: string;
  brandSecondary: string;
  emailFromName: string | null;
  emailFromAddr: string | null;
  phone: string | null;
  timezone: string;
  publicToken: string;
  defaultEmailOptIn: boolean;
  defaultSmsOptIn: boolean;
  platformFeePercent: number;
  payoutEnabled: boolean;
  onboardingCompleted: boolean;
  calendarConnected: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  emailSignature: string | null;
}
