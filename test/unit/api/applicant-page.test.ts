import { describe, expect, it } from 'vitest';
import { applicantPageLink, isApplicantPagePattern } from '@/lib/api/applicant-page';

const ids = { applicantId: 'ApplicantJane001', companyId: 'DemoCompany00001' };

describe("the link to an applicant's page in the web app", () => {
  it('puts the applicant and company ids where the pattern says', () => {
    expect(applicantPageLink('https://app.example.com/company/{company}/applicant/{applicant}', ids, false)).toBe(
      'https://app.example.com/company/DemoCompany00001/applicant/ApplicantJane001',
    );
    expect(applicantPageLink('https://app.example.com/#/applicants?id={applicant}', ids, false)).toBe(
      'https://app.example.com/#/applicants?id=ApplicantJane001',
    );
  });

  it('gives no link without a pattern, without an applicant id, or without the company id the pattern needs', () => {
    expect(applicantPageLink('', ids, false)).toBeNull();
    expect(applicantPageLink('https://app.example.com/applicant/{applicant}', { ...ids, applicantId: '' }, false)).toBeNull();
    expect(
      applicantPageLink('https://app.example.com/company/{company}/applicant/{applicant}', { ...ids, companyId: '' }, false),
    ).toBeNull();
  });

  it('never makes a link from an id that is not one (a stored record cannot inject a path or a script)', () => {
    expect(
      applicantPageLink('https://app.example.com/applicant/{applicant}', { ...ids, applicantId: '../../logout?x=1' }, false),
    ).toBeNull();
  });

  it('accepts only https patterns with a place for the applicant, plain http on this machine only where allowed', () => {
    expect(isApplicantPagePattern('', false)).toBe(true);
    expect(isApplicantPagePattern('https://app.example.com/applicant/{applicant}', false)).toBe(true);
    expect(isApplicantPagePattern('https://app.example.com/applicants', false)).toBe(false);
    expect(isApplicantPagePattern('http://app.example.com/applicant/{applicant}', false)).toBe(false);
    expect(isApplicantPagePattern('javascript:alert({applicant})', false)).toBe(false);
    expect(isApplicantPagePattern('http://127.0.0.1:8080/applicant/{applicant}', false)).toBe(false);
    expect(isApplicantPagePattern('http://127.0.0.1:8080/applicant/{applicant}', true)).toBe(true);
  });
});
