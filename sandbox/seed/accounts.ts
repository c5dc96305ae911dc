/** Companies, users and API keys of the sandbox. Company ids are the service's 16-character strings. */

export interface SeedCompany {
  id: string;
  /** The integer `company_id` carried by vacancies and tags. */
  numericId: number;
  name: string;
  premium: boolean;
}

export interface SeedUser {
  email: string;
  /** scrypt hash (see ../passwords.ts) of `sandbox-password`. */
  passwordHash: string;
  firstname: string;
  lastname: string;
  companyIds: string[];
}

export interface SeedApiKey {
  key: string;
  companyId: string;
}

export const DEMO_COMPANY_ID = 'DemoCompany00001';
export const BASIC_COMPANY_ID = 'BasicCompany0001';

export const companies: SeedCompany[] = [
  { id: DEMO_COMPANY_ID, numericId: 4101, name: 'Demo Recrutement SAS', premium: true },
  { id: BASIC_COMPANY_ID, numericId: 4102, name: 'Basic Staffing Ltd', premium: false },
];

export const users: SeedUser[] = [
  {
    email: 'recruiter@example.com',
    passwordHash: 'scrypt$1ba8beef2681d87eeb4b61238e54e838$be8f400c0e6133caf467940a6b500718a61b356af9a3d10fff39a4782ade19de',
    firstname: 'Claire',
    lastname: 'Bonnet',
    companyIds: [DEMO_COMPANY_ID, BASIC_COMPANY_ID],
  },
];

export const apiKeys: SeedApiKey[] = [{ key: 'sandbox-api-key-demo-0001', companyId: DEMO_COMPANY_ID }];
