import { describe, expect, it } from 'vitest';
import { applicantIdFrom, companyIdFrom } from '../../../lib/ui/service-ids';
import { documentFromSearch, mayHoldCandidate, tabIdFromSearch } from '../../../lib/ui/target-tab';

describe('ids read from what the recruiter pastes', () => {
  it('takes an applicant id as is or from a web-app link', () => {
    expect(applicantIdFrom(' CvzNaatCP9XTaMAF ')).toBe('CvzNaatCP9XTaMAF');
    expect(applicantIdFrom('https://app.example.com/company/DemoCompany00001/applicant/9WwR5cg3y4PeT8th/comments')).toBe(
      '9WwR5cg3y4PeT8th',
    );
    expect(applicantIdFrom('https://app.example.com/pipeline?applicant=9WwR5cg3y4PeT8th&tab=notes')).toBe('9WwR5cg3y4PeT8th');
    expect(applicantIdFrom('https://app.example.com/company/DemoCompany00001/')).toBeNull();
    expect(applicantIdFrom('Camille')).toBeNull();
  });

  it('reads the company id from a web-app URL', () => {
    expect(companyIdFrom('https://app.example.com/company/DemoCompany00001/vacancies')).toBe('DemoCompany00001');
    expect(companyIdFrom('https://example.com/about')).toBeNull();
  });
});

describe('popup.html parameters', () => {
  it('acts on ?tab=<id> and reads ?document=<url>', () => {
    expect(tabIdFromSearch('?tab=42')).toBe(42);
    expect(tabIdFromSearch('?tab=abc')).toBeNull();
    expect(tabIdFromSearch('')).toBeNull();
    expect(documentFromSearch('?document=https%3A%2F%2Fcvs.example%2Flea.docx%3Fdl%3D1')).toEqual({
      url: 'https://cvs.example/lea.docx?dl=1',
      format: 'docx',
    });
    expect(documentFromSearch('?document=https%3A%2F%2Fcvs.example%2Flea.pdf')).toEqual({
      url: 'https://cvs.example/lea.pdf',
      format: 'pdf',
    });
    expect(documentFromSearch('?document=javascript%3Aalert(1)')).toBeNull();
  });
});

describe('which tabs the popup opens on the candidate for', () => {
  it('web pages, local files and tabs whose address it cannot see; not the browser’s own pages', () => {
    const holds = (url: string | null) => mayHoldCandidate({ id: 1, url });
    expect([
      holds('https://www.linkedin.com/in/someone'),
      holds('http://127.0.0.1:8080/cv.pdf'),
      holds('file:///home/me/cv.pdf'),
      holds(null),
    ]).toEqual([true, true, true, true]);
    expect([
      holds('chrome://newtab/'),
      holds('chrome-extension://abc/popup.html'),
      holds('about:blank'),
      holds('moz-extension://x/options.html'),
    ]).toEqual([false, false, false, false]);
  });
});
