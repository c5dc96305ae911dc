/**
 * Raw shapes as service-contract.md shows them (its placeholders filled with plausible values), plus
 * the variants service-notes.md reports from the live service. Tests copy and vary these.
 */

export const sampleComment = {
  id: 1204,
  text: '<p>Met the candidate, <strong>very convincing</strong>.</p>',
  private: false,
  favorite: true,
  created_by: 9002,
  created_at: '2024-09-12T17:30:09.998Z',
  reply_to: null,
  author: { id: 'EShVj5KTLC8EFDfq', firstname: 'Thomas', lastname: 'Girard' },
  attachments: [],
};

export const sampleAttachment = { id: 77002, filename: 'scorecard.pdf', mimetype: 'application/pdf', size: 22_410 };

export const sampleVacancy = {
  id: 'PrUuVcL2TF3bQPYw',
  vacancy_id: 58231,
  slug: 'senior-full-stack-developer',
  reference: 'ENG-2024-031',
  title: 'Senior Full-Stack Developer',
  description: '<p>We build the scheduling platform.</p>',
  experience: 4,
  mission: '<ul><li>Ship features</li></ul>',
  profile: '5+ years of TypeScript.',
  salary: '70000',
  status: 1,
  language: 'en_GB',
  contract_type_id: 1,
  education_level_id: 5,
  activity_id: 12,
  channel_id: 1,
  metier_id: 301,
  company_id: 4101,
  mensuality: 'y',
  apply_url: null,
  currency: 'GBP',
  created_at: '2024-09-02T08:15:30.000Z',
  updated_at: '2024-09-05T08:15:30.000Z',
  start_date: null,
  end_date: null,
  driver_license: false,
  remote: 'partime',
  handicap: true,
  partial: false,
  meta_title: null,
  meta_description: null,
  meta_tags: null,
  options: { required: ['email'], optionals: ['phone'], desactivated: [], motivationType: 'letter' },
  kanban: true,
  slug_mail: 'senior-full-stack-developer-58231',
};

export const sampleCandidateMetaResponse = { statusCode: 200, message: { resource_type: 'candidate', action: 'created' } };

export const sampleLoginResponse = { statusCode: 200, token: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2ln' };

export const sampleApplicantMatch = {
  applicant: 'CvzNaatCP9XTaMAF',
  vacancy: 'Senior Full-Stack Developer',
  vacancy_id: 'PrUuVcL2TF3bQPYw',
  column: 'Technical interview',
  status: 1,
  firstname: 'Camille',
  lastname: 'Laurent',
  email: 'camille.laurent@example.org',
  phone: '+33 6 39 98 12 45',
  created_at: '08/09/24',
  source: 'LinkedIn',
};
