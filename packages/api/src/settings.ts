import { DEFAULT_DEMO_DATE } from '@eqa/core';

/** Contact data of the provider shown in the about dialog (spec 1 §2 "About/contact"). */
export interface AboutInfo {
  web: string;
  address: string;
  companyRegistrationNumber: string;
  mail: string;
  phones: string[];
}

/** Runtime settings of the API, built by the server from its env. */
export interface ApiSettings {
  /** Demo mode: clients may simulate the current date (x-demo-date header / ?demo=). */
  demoMode: boolean;
  /** The demo date used when the client sends none (spec 1 §9: mid-June 2017). */
  defaultDemoDate: string;
  /** Short git hash of the build, 'dev' when unknown. */
  gitHash: string;
  /** Whether the support dialog may send messages. */
  supportEnabled: boolean;
  /** Where support messages go when the organisation has no contact mail. */
  supportEmail: string;
  /** Public origin used in e-mailed links (https://eqa.example.org); the request's origin when unset. */
  publicUrl: string | null;
  /** Fallback about/contact data when the organisation has none stored. */
  about: AboutInfo;
}

export const DEFAULT_ABOUT: AboutInfo = {
  web: 'https://eqa.example.org',
  address: '1 Example Street, 6720 Szeged, Hungary',
  companyRegistrationNumber: '00-00-000000',
  mail: 'support@eqa.example.org',
  phones: ['+36 00 000 0000', '+36 00 000 0001'],
};

export function defaultApiSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return {
    demoMode: false,
    defaultDemoDate: DEFAULT_DEMO_DATE,
    gitHash: 'dev',
    supportEnabled: true,
    supportEmail: DEFAULT_ABOUT.mail,
    publicUrl: null,
    about: DEFAULT_ABOUT,
    ...overrides,
  };
}
